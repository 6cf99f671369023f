import { TURN_CLOCK_CHOICES } from './clock';

/** The time each player has for a decision in an online match; when it runs out the AI plays for them until they are back. */
export function TurnClockChoice({ value, onChange }: { value: number | null; onChange(seconds: number | null): void }) {
  return (
    <label className="turn-clock-choice">
      Time per decision{' '}
      <select value={value === null ? 'none' : String(value)} onChange={(e) => onChange(e.target.value === 'none' ? null : Number(e.target.value))}>
        {TURN_CLOCK_CHOICES.map((c) => (
          <option key={c.label} value={c.seconds === null ? 'none' : String(c.seconds)}>
            {c.label}
          </option>
        ))}
      </select>
      <span className="muted small">{value === null ? 'Nobody is hurried: an absent player holds up the table until they return.' : 'When it runs out, the AI plays for the absent player until they are back.'}</span>
    </label>
  );
}
