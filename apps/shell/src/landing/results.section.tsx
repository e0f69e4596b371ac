// The product's published marketing figures; nothing here is measured by the product.
const RESULTS = [
  { value: '544%', label: 'ROI' },
  { value: '10 hrs', label: 'saved per rep per week' },
  { value: '99%', label: 'cost reduction in research' },
  { value: '15% vs 2%', label: 'response rate, personalised versus cold' },
];

export function ResultsSection() {
  return (
    <section className="landing-section landing-results" aria-labelledby="results-title">
      <h2 id="results-title" className="landing-section__title">
        Results reps see
      </h2>
      <dl className="landing-grid landing-grid--4">
        {RESULTS.map((r) => (
          <div key={r.label} className="landing-result">
            <dt>{r.label}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
