// The mock scenario picker of the test preview: every scenario with its line, one chosen; the
// links below open their screens with it (and the dev server keeps it from page to page).
import { useId } from 'react';
import type { ScenarioLine } from './scenarioPicker.ts';
import styles from './testPreview.module.scss';

export function ScenarioPicker(props: {
  scenarios: readonly ScenarioLine[];
  chosen: string;
  onChoose: (name: string) => void;
}) {
  const headingId = useId();
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <details className={styles.fold}>
        <summary className={styles.summary}>
          <h2 id={headingId} className={styles.heading}>
            Mock scenario
          </h2>
          <span className={styles.summaryValue}>{props.chosen}</span>
        </summary>
        <fieldset className={styles.scenarios}>
          <legend className={styles.legend}>What the mock backend answers</legend>
          {props.scenarios.map((scenario) => (
            <label key={scenario.name} className={styles.scenario}>
              <input
                type="radio"
                name="mock"
                value={scenario.name}
                checked={scenario.name === props.chosen}
                onChange={() => props.onChoose(scenario.name)}
              />
              <span className={styles.scenarioName}>{scenario.name}</span>
              <span className={`${styles.file} ${styles.scenarioLine}`}>
                {scenario.description}
              </span>
            </label>
          ))}
        </fieldset>
      </details>
    </section>
  );
}
