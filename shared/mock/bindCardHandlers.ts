// Bind card (spec §7 'Bind card'): the form, filled in for a change of card where the scenario
// says, and the submit checked as a bank's verification would.
import { bindCardForm, bindCardProblem, bindCardRejectedMessage } from './bindCardFixtures.ts';
import { type Call, fail, ok, type Reply, type Responders } from './responders.ts';

function bindCard({ params, scenario }: Call): Reply {
  if (scenario.bindCard === 'rejected') return fail(1, bindCardRejectedMessage);
  const problem = bindCardProblem(params);
  return problem === undefined ? ok({}) : fail(1, problem);
}

export const bindCardResponders = {
  bindCardForm: ({ ctx, scenario }) =>
    ok(bindCardForm(ctx, { prefilled: scenario.bindCard === 'prefilled' })),
  bindCardNew: bindCard,
  bindCardChange: bindCard,
} satisfies Responders;
