import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n';
import { TURN_CLOCK_CHOICES, clockChoiceLabel, formatCountdown, remainingMs, spokenCountdown } from './clock';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the turn clock as shown', () => {
  it('counts down to the server’s deadline on a device whose clock is off', () => {
    // The device runs 5 s behind the server: its 1000 is the server's 6000.
    expect(remainingMs(36_000, 5_000, 1_000)).toBe(30_000);
    expect(remainingMs(36_000, -5_000, 1_000)).toBe(40_000);
    expect(remainingMs(36_000, 0, 40_000)).toBe(0);
  });

  it('shows whole seconds, rounded up, so 0:00 means the time is out', () => {
    expect(formatCountdown(90_000)).toBe('1:30');
    expect(formatCountdown(9_001)).toBe('0:10');
    expect(formatCountdown(9_000)).toBe('0:09');
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(600_000)).toBe('10:00');
    expect(formatCountdown(3_600_000 + 65_000)).toBe('1:01:05');
  });

  it('says the time in words for a screen reader', () => {
    expect(spokenCountdown(90_000)).toBe('1 minute, 30 seconds');
    expect(spokenCountdown(60_000)).toBe('1 minute');
    expect(spokenCountdown(1_000)).toBe('1 second');
    expect(spokenCountdown(0)).toBe('0 seconds');
  });

  it('says the time and the set-up form’s choices in the page’s language', async () => {
    expect(TURN_CLOCK_CHOICES.map(clockChoiceLabel)).toEqual(['30 seconds', '1 minute', '90 seconds', '3 minutes', '10 minutes', 'No clock']);
    await i18n.changeLanguage('es');
    expect(TURN_CLOCK_CHOICES.map(clockChoiceLabel)).toEqual(['30 segundos', '1 minuto', '90 segundos', '3 minutos', '10 minutos', 'Sin reloj']);
    expect(spokenCountdown(90_000)).toBe('1 minuto y 30 segundos');
    expect(spokenCountdown(1_000)).toBe('1 segundo');
  });
});
