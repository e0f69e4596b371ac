import { TextField, formatCount } from '@leadgen/ui';
import { useState } from 'react';
import { ROI_DEFAULTS, roi } from './roi.logic.js';

function RoiInputs(props: {
  reps: string;
  salary: string;
  onReps: (v: string) => void;
  onSalary: (v: string) => void;
}) {
  return (
    <div className="landing-roi__inputs">
      <TextField
        label="Number of sales reps"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={props.reps}
        onChange={(e) => props.onReps(e.target.value)}
      />
      <TextField
        label="Average annual salary per rep ($)"
        type="number"
        inputMode="numeric"
        min={0}
        step={1000}
        value={props.salary}
        onChange={(e) => props.onSalary(e.target.value)}
      />
    </div>
  );
}

function RoiResults({ reps, salary, onStart }: { reps: string; salary: string; onStart: () => void }) {
  const result = roi(reps, salary);
  return (
    <div className="landing-roi__results" aria-live="polite">
      <div className="landing-roi__figure">
        <span className="landing-roi__label">Hours saved per year</span>
        <strong data-testid="roi-hours">{formatCount(result.hoursPerYear)}</strong>
      </div>
      <div className="landing-roi__figure">
        <span className="landing-roi__label">Annual savings</span>
        <strong data-testid="roi-savings">${formatCount(result.savings)}</strong>
      </div>
      <p className="landing-roi__formula">10 hours × reps × 52 weeks, valued at salary ÷ 2,080 working hours.</p>
      <button type="button" className="lg-btn lg-btn--primary lg-btn--block" onClick={onStart}>
        Start saving time
      </button>
    </div>
  );
}

/** The ROI calculator: hours and money a team gets back, from its own head count and salary. */
export function RoiSection({ onStart }: { onStart: () => void }) {
  const [reps, setReps] = useState(String(ROI_DEFAULTS.reps));
  const [salary, setSalary] = useState(String(ROI_DEFAULTS.salary));
  return (
    <section className="landing-section" aria-labelledby="roi-title" id="roi">
      <div className="landing-roi lg-card">
        <div>
          <h2 id="roi-title">What is your team&apos;s time worth?</h2>
          <p className="lg-muted">Every rep gets back about 10 hours a week. Put in your own numbers.</p>
          <RoiInputs reps={reps} salary={salary} onReps={setReps} onSalary={setSalary} />
        </div>
        <RoiResults reps={reps} salary={salary} onStart={onStart} />
      </div>
    </section>
  );
}
