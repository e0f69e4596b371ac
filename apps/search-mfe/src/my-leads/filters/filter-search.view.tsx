/** The filter bar's search box: matches a saved lead's name, address, phone or website. */
export function FilterSearch({ id, value, onChange }: { id: string; value: string; onChange: (q: string) => void }) {
  return (
    <div className="lg-field">
      <label className="lg-label" htmlFor={id}>
        Search
      </label>
      <input
        id={id}
        className="lg-input"
        type="search"
        placeholder="Name, address, phone, city"
        value={value}
        maxLength={100}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}
