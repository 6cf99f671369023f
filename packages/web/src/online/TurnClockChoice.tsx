import { useTranslation } from '../i18n';
import { TURN_CLOCK_CHOICES, clockChoiceLabel } from './clock';

/** The time each player has for a decision in an online match; when it runs out the AI plays for them until they are back. */
export function TurnClockChoice({ value, onChange }: { value: number | null; onChange(seconds: number | null): void }) {
  const { t } = useTranslation();
  return (
    <label className="turn-clock-choice">
      {t('online.clock.perDecision')}{' '}
      <select value={value === null ? 'none' : String(value)} onChange={(e) => onChange(e.target.value === 'none' ? null : Number(e.target.value))}>
        {TURN_CLOCK_CHOICES.map((seconds) => (
          <option key={seconds ?? 'none'} value={seconds === null ? 'none' : String(seconds)}>
            {clockChoiceLabel(seconds)}
          </option>
        ))}
      </select>
      <span className="muted small">{value === null ? t('online.clock.noneHint') : t('online.clock.hint')}</span>
    </label>
  );
}
