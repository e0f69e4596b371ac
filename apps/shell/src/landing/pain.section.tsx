const PAIN_POINTS = [
  { value: '2%', text: 'is the typical response rate to generic cold outreach from bought lists.' },
  { value: '10 hrs', text: 'a week is what each rep loses to researching restaurants by hand.' },
  { value: '99%', text: 'of that research cost disappears when the research is done for you.' },
];

/** What prospecting by hand costs, in three figures. */
export function PainSection() {
  return (
    <section className="landing-section landing-pain" aria-labelledby="pain-title">
      <h2 id="pain-title" className="landing-section__title">
        Prospecting restaurants the old way is expensive
      </h2>
      <div className="landing-grid landing-grid--3">
        {PAIN_POINTS.map((p) => (
          <div key={p.value} className="landing-stat">
            <strong>{p.value}</strong>
            <p>{p.text}</p>
          </div>
        ))}
      </div>
    </section>
  );
}
