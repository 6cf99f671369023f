// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { getTurnSignals } from './signal-settings';
import { SignalSettings } from './SignalSettings';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

function browserAnswers(answer: NotificationPermission) {
  const ask = vi.fn(async () => answer);
  vi.stubGlobal('Notification', Object.assign(function Notification() {}, { permission: 'default', requestPermission: ask }));
  return ask;
}

describe('the your-move signal settings', () => {
  it('asks the browser for notifications only when the player turns them on, and keeps the choice', async () => {
    const ask = browserAnswers('granted');
    render(<SignalSettings />);
    expect(ask).not.toHaveBeenCalled();
    const notify = screen.getByLabelText(/Notify me when it is my move/) as HTMLInputElement;
    expect(notify.checked).toBe(false);
    await act(async () => fireEvent.click(notify));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(getTurnSignals().notify).toBe(true);
    expect(notify.checked).toBe(true);
    fireEvent.click(notify);
    expect(getTurnSignals().notify).toBe(false);
  });

  it('says how to allow notifications the browser blocks, and leaves them off', async () => {
    browserAnswers('denied');
    render(<SignalSettings />);
    await act(async () => fireEvent.click(screen.getByLabelText(/Notify me when it is my move/)));
    expect(screen.getByText(/blocks notifications from this site/)).toBeTruthy();
    expect(getTurnSignals().notify).toBe(false);
  });

  it('has an off-switch for the title, and keeps the sound off until turned on', () => {
    vi.stubGlobal('Notification', undefined);
    render(<SignalSettings />);
    fireEvent.click(screen.getByLabelText('Tab title and icon show whose move it is'));
    expect(getTurnSignals()).toEqual({ title: false, sound: false, notify: false });
    expect((screen.getByLabelText(/Notify me/) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText(/not available in this browser/)).toBeTruthy();
  });
});
