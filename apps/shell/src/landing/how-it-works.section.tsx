const HOW_IT_WORKS = [
  {
    title: 'Search',
    text: 'Choose a city, a state and the cuisines you sell to. Filter by rating, reviews and number of locations.',
  },
  {
    title: 'Score and pitch',
    text: 'Each restaurant is scored for fit. Open an AI-written pitch with the pain points and openers for that owner.',
  },
  {
    title: 'Reach out and track',
    text: 'Export to CSV for your CRM integration, see analytics over your results and follow up on the best fits first.',
  },
];

/** Watch Demo scrolls here. */
export function scrollToHowItWorks() {
  document.getElementById('how-it-works')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Search, score and pitch, reach out: three numbered cards. */
export function HowItWorksSection() {
  return (
    <section id="how-it-works" className="landing-section" aria-labelledby="how-title">
      <h2 id="how-title" className="landing-section__title">
        How it works
      </h2>
      <ol className="landing-grid landing-grid--3 landing-how">
        {HOW_IT_WORKS.map((step, i) => (
          <li key={step.title} className="lg-card">
            <span className="landing-step-num" aria-hidden="true">
              {i + 1}
            </span>
            <h3>{step.title}</h3>
            <p className="lg-muted">{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
