// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { scenarios } from '../../shared/mock/scenarios.ts';
import { chosenScenario, withScenario } from './scenarioPicker.ts';

const lines = Object.entries(scenarios).map(([name, { description }]) => ({ name, description }));

describe('mock scenario picker', () => {
  it('starts from the scenario the preview was opened with, when there is one', () => {
    expect(chosenScenario({ mock: 'status-200' }, lines)).toBe('status-200');
    expect(chosenScenario({}, lines)).toBe('default');
    expect(chosenScenario({ mock: 'no-such-scenario' }, lines)).toBe('default');
  });

  it('puts the chosen scenario in the links, and none for the default', () => {
    expect(withScenario({ mock: 'status-200', userId: 'u1' }, 'empty')).toEqual({
      mock: 'empty',
      userId: 'u1',
    });
    expect(withScenario({ mock: 'status-200', userId: 'u1' }, 'default')).toEqual({ userId: 'u1' });
  });
});
