/**
 * Model-based tests of the terms form's chart (modules/documents/machines/termsForm.ts: the portal's
 * form chart with the terms rules, handing its values to the publish page): paths generated from the
 * chart take every transition on a running actor, and each step checks by hand which error each
 * field shows, and that a valid press hands the values over; a file that could not be read blocks a
 * PDF version only, never an HTML one.
 */
import { createActor, type AnyMachineSnapshot, type EventObject, type SnapshotFrom } from 'xstate';
import { emptyTermsValues, termsFormMachine, termsFormSelectors, type TermsFacts, type TermsValues } from '../../modules/documents/machines/termsForm.ts';
import { expectFullCoverage, formatCoverage, measureCoverage } from '../support/machineCoverage.ts';
import { describeFixturePath, isStart } from '../support/modelPaths.ts';
import { eventNames } from '../support/namedEvents.ts';
import { coveringPaths } from './shell.support.tsx';

const KEYS = ['politica-de-privacidad', 'terminos-y-condiciones'];
const INPUT: { values: TermsValues; facts: TermsFacts } = { values: emptyTermsValues(KEYS), facts: { keys: KEYS } };

const fixtures = {
  typeTitle: { type: 'form.change', values: { title: 'Términos 2027' } },
  typeHtml: { type: 'form.change', values: { html: '<p>Hola</p>' } },
  chooseStart: { type: 'form.change', values: { startDate: '2026-12-10' } },
  limitBeforeStart: { type: 'form.change', values: { approvalLimitDate: '2026-12-09' } },
  limitAfterStart: { type: 'form.change', values: { approvalLimitDate: '2026-12-31' } },
  leaveTitle: { type: 'form.blur', field: 'title' },
  press: { type: 'form.attempt' },
  unreadableFile: { type: 'form.change', values: { pdfName: 'terminos.pdf', pdfSize: 13, pdfUnreadable: true } },
  choosePdf: { type: 'form.change', values: { contentKind: 'pdf' } },
} as const satisfies Record<string, EventObject & Record<string, unknown>>;
type Fixture = keyof typeof fixtures;
const names = eventNames(fixtures);
type Snapshot = SnapshotFrom<typeof termsFormMachine>;

const paths = coveringPaths<Snapshot, EventObject, typeof INPUT>(termsFormMachine, {
  input: INPUT,
  events: Object.values(fixtures),
  describe: (snapshot) => [snapshot.value, snapshot.context.values, snapshot.context.touched],
  eventKey: (event) => JSON.stringify(event),
  // Each value is typed once (the limit once, either way); the title is left once; the file fails once.
  filter: (snapshot, event) => {
    const { values, touched } = snapshot.context;
    switch (names.get(event)) {
      case 'typeTitle':
        return values.title === '';
      case 'typeHtml':
        return values.html === '';
      case 'chooseStart':
        return values.startDate === '';
      case 'limitBeforeStart':
      case 'limitAfterStart':
        return values.approvalLimitDate === '';
      case 'leaveTitle':
        return touched.title !== true;
      case 'unreadableFile':
        return !values.pdfUnreadable;
      case 'choosePdf':
        return values.contentKind === 'html';
      default:
        return true;
    }
  },
  chained: true,
});

/** What each field shows after the fixtures applied, written out by hand. */
function expectedErrors(applied: readonly Fixture[]): Record<string, string | undefined> {
  const has = (fixture: Fixture) => applied.includes(fixture);
  const pressed = has('press');
  const shown = (touched: boolean, error: string | undefined) => (touched ? error : undefined);
  return {
    title: shown(pressed || has('leaveTitle'), has('typeTitle') ? undefined : 'documents.termsForm.error.titleRequired'),
    html: shown(pressed, has('choosePdf') || has('typeHtml') ? undefined : 'documents.termsForm.error.htmlRequired'),
    startDate: shown(pressed, has('chooseStart') ? undefined : 'documents.termsForm.error.startRequired'),
    approvalLimitDate: shown(
      pressed,
      has('limitBeforeStart') ? (has('chooseStart') ? 'documents.termsForm.error.limitBeforeStart' : undefined) : has('limitAfterStart') ? undefined : 'documents.termsForm.error.limitRequired',
    ),
    // Only a PDF version asks for the file.
    pdfName: shown(pressed, !has('choosePdf') ? undefined : has('unreadableFile') ? 'documents.termsForm.error.fileUnreadable' : 'documents.termsForm.error.fileRequired'),
  };
}

describe('the terms form, driven as a running chart', () => {
  for (const path of paths) {
    it(describeFixturePath(path, names.get), () => {
      const actor = createActor(termsFormMachine, { input: INPUT }).start();
      const applied: Fixture[] = [];
      for (const step of path.steps) {
        if (!isStart(step.event)) {
          const name = names.get(step.event);
          applied.push(name);
          actor.send(fixtures[name] as Parameters<typeof actor.send>[0]);
        }
        const snapshot = actor.getSnapshot();
        expect(snapshot.value).toEqual((step.state as AnyMachineSnapshot).value);
        if (snapshot.status === 'done') {
          // Handed over as HTML, with whatever file failed before left aside.
          expect(applied).not.toContain('choosePdf');
          expect(snapshot.output).toEqual({
            ...emptyTermsValues(KEYS),
            title: 'Términos 2027',
            html: '<p>Hola</p>',
            startDate: '2026-12-10',
            approvalLimitDate: '2026-12-31',
            ...(applied.includes('unreadableFile') ? { pdfName: 'terminos.pdf', pdfSize: 13, pdfUnreadable: true } : {}),
          });
          continue;
        }
        const errors = Object.fromEntries(['title', 'html', 'startDate', 'approvalLimitDate', 'pdfName'].map((field) => [field, termsFormSelectors.shownError(field as keyof TermsValues)(snapshot)]));
        expect(errors).toEqual(expectedErrors(applied));
      }
      actor.stop();
    });
  }

  it('covers every state and transition with the generated paths', () => {
    const coverage = measureCoverage(termsFormMachine, paths);
    console.info(formatCoverage(coverage));
    expectFullCoverage(coverage);
  });
});
