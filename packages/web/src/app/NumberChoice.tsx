/** A labelled choice of a whole number from `from` to `to` (players at a table, seats to open). */
export function NumberChoice(props: { label: string; value: number; from: number; to: number; disabled?: boolean; onChange: (n: number) => void }) {
  const { label, value, from, to, disabled, onChange } = props;
  return (
    <label>
      {label}{' '}
      <select value={value} disabled={disabled} onChange={(e) => onChange(Number(e.target.value))}>
        {Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </label>
  );
}
