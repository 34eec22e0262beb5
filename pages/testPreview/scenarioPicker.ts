// Test preview (spec §2 'Test preview page'): the mock backend's scenarios to open the screens
// with. The build hands over their names and lines (scripts/build/pages-plugin.ts): the page never
// imports the mock.

export interface ScenarioLine {
  name: string;
  description: string;
}

declare const __MOCK_SCENARIOS__: readonly ScenarioLine[] | undefined;

export const mockScenarios: readonly ScenarioLine[] =
  typeof __MOCK_SCENARIOS__ === 'undefined' ? [] : __MOCK_SCENARIOS__;

/** What every call answers unless a scenario says otherwise. */
const defaultScenario = 'default';

/** The scenario the page was opened with, when it is one of the list; the default otherwise. */
export function chosenScenario(
  query: Readonly<Record<string, string>>,
  scenarios: readonly ScenarioLine[] = mockScenarios,
): string {
  const name = query.mock ?? '';
  return scenarios.some((scenario) => scenario.name === name) ? name : defaultScenario;
}

/** The page query the links are made from, with the chosen scenario (none for the default). */
export function withScenario(
  query: Readonly<Record<string, string>>,
  scenario: string,
): Record<string, string> {
  const { mock: _previous, ...rest } = query;
  return scenario === defaultScenario ? rest : { ...rest, mock: scenario };
}
