/**
 * Configuración > Guías de aprendizaje's calls: the admin lists the guides, reads one to edit, saves
 * it whole (texts, questions edited, added, removed and reordered) against the version it was read
 * at, and reads how useful each answer was. Sellers read what was saved; a removed question leaves
 * their drawer and stays in the report as removed. Only admin gets in.
 */
import { describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import type { TestApp } from './harness.ts';
import { openDemoSellersApp } from './support/demo-sellers-app.ts';

let t: TestApp;
let tokens: Record<string, string>;
const ACCOUNTS: Record<string, string> = {
  admin: 'admin@demo.cl',
  seller: 'seller@demo.cl',
  nuevo: 'nuevo@demo.cl',
  customerService: 'atencion@demo.cl',
  catalog: 'catalogo@demo.cl',
  comercial: 'comercial@demo.cl',
  logistics: 'logistica@demo.cl',
  store: 'tienda@demo.cl',
  security: 'seguridad@demo.cl',
  sysadmin: 'sysadmin@demo.cl',
};
openDemoSellersApp(ACCOUNTS, (app) => ({ t, tokens } = app));

const json = { 'content-type': 'application/json' };
const get = (url: string, who = 'admin') => t.request({ method: 'GET', url, token: tokens[who] });
const save = (module: string, payload: unknown, who = 'admin') =>
  t.request({ method: 'PUT', url: `/v1/learning-guides/${module}`, token: tokens[who], payload: JSON.stringify(payload), headers: json });

interface EditableGuide {
  module: string;
  title: string;
  content: string;
  version: number;
  updatedBy: string | null;
  updatedAt: string | null;
  questions: { id: number; title: string; value: string; content: string }[];
}

async function editable(module: string): Promise<EditableGuide> {
  const response = await get(`/v1/learning-guides/${module}`);
  expect(response.statusCode).toBe(200);
  expectContract(response, 'getLearningGuideForEditing');
  return response.json<EditableGuide>();
}

async function userIdOf(key: string): Promise<number> {
  const [user] = await t.db.query<{ id: number }>('select id from users where email = $1', [ACCOUNTS[key]]);
  return user!.id;
}

const sellerGuide = async (module: string) =>
  (await get(`/learning-guide/questions/${module}/${await userIdOf('seller')}`, 'seller')).json<{ title: string; content: string; data: { id: number; title: string }[] }>();

const rate = async (who: string, questionId: number, value: 0 | 1, valueDetailed: string) =>
  t.request({
    method: 'POST',
    url: '/learning-guide/answer',
    token: tokens[who],
    payload: JSON.stringify({ userId: await userIdOf(who), value, valueDetailed, learningGuideQuestionId: questionId }),
    headers: json,
  });

/** The clock every test app starts at (tests/api/harness.ts). */
const NOW = '2026-03-02T12:00:00.000Z';

describe('GET /v1/learning-guides', () => {
  it('lists the six guides in the menu order with their questions counted, none edited yet', async () => {
    const response = await get('/v1/learning-guides');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'listLearningGuides');
    expect(response.json<{ guides: unknown[] }>().guides).toEqual([
      { module: 'orders', title: 'Guía de Órdenes', questionCount: 6, version: 1, updatedBy: null, updatedAt: null },
      { module: 'stock', title: 'Guía de Stock', questionCount: 5, version: 1, updatedBy: null, updatedAt: null },
      { module: 'pim', title: 'Guía de Productos', questionCount: 5, version: 1, updatedBy: null, updatedAt: null },
      { module: 'finance', title: 'Guía de Finanzas', questionCount: 5, version: 1, updatedBy: null, updatedAt: null },
      { module: 'reports', title: 'Guía de Reportes', questionCount: 5, version: 1, updatedBy: null, updatedAt: null },
      { module: 'metrics', title: 'Guía de Métricas', questionCount: 4, version: 1, updatedBy: null, updatedAt: null },
    ]);
  });

  it('refuses every role but admin (403) and a call without a session (401)', async () => {
    for (const who of Object.keys(ACCOUNTS).filter((key) => key !== 'admin')) {
      for (const url of ['/v1/learning-guides', '/v1/learning-guides/orders', '/v1/learning-guides/orders/ratings']) {
        const response = await get(url, who);
        expect(response.statusCode, `${who} ${url}`).toBe(403);
      }
      const refused = await save('stock', { basedOnVersion: 1, title: 'x', content: 'x', questions: [] }, who);
      expect(refused.statusCode, who).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/v1/learning-guides' })).statusCode).toBe(401);
    expect((await editable('stock')).version).toBe(1);
  });
});

describe('PUT /v1/learning-guides/{module}', () => {
  it('saves texts, an edit, a new question, a removal and a new order at once; sellers read it, without the removed one', async () => {
    const before = await editable('finance');
    expect(before.questions).toHaveLength(5);
    const [first, second, third, fourth, fifth] = before.questions;
    const response = await save('finance', {
      basedOnVersion: 1,
      title: '  Guía de Finanzas (nueva)  ',
      content: 'Aquí revisas **tus pagos**.',
      questions: [
        { id: third!.id, title: third!.title, value: third!.value, content: third!.content },
        { id: first!.id, title: '¿Cuándo me pagan?', value: 'Pagos', content: 'Cada **15 días**.' },
        { title: '¿Dónde veo mis cargos?', value: 'Cargos', content: 'En [Finanzas](/finance).' },
        { id: fourth!.id, title: fourth!.title, value: fourth!.value, content: fourth!.content },
        { id: fifth!.id, title: fifth!.title, value: fifth!.value, content: fifth!.content },
      ],
    });
    expect(response.statusCode).toBe(200);
    expectContract(response, 'saveLearningGuide');
    const saved = response.json<EditableGuide>();
    expect(saved).toMatchObject({ module: 'finance', title: 'Guía de Finanzas (nueva)', content: 'Aquí revisas **tus pagos**.', version: 2, updatedBy: 'Carolina Fuentes', updatedAt: NOW });
    expect(saved.questions.map((question) => question.title)).toEqual([third!.title, '¿Cuándo me pagan?', '¿Dónde veo mis cargos?', fourth!.title, fifth!.title]);
    expect(saved.questions.map((question) => question.id)).not.toContain(second!.id);

    const seen = await sellerGuide('finance');
    expect(seen.title).toBe('Guía de Finanzas (nueva)');
    expect(seen.data.map((question) => question.title)).toEqual([third!.title, '¿Cuándo me pagan?', '¿Dónde veo mis cargos?', fourth!.title, fifth!.title]);
    // A removed question can no longer be rated.
    expect((await rate('seller', second!.id, 1, 'null')).statusCode).toBe(404);

    const list = (await get('/v1/learning-guides')).json<{ guides: { module: string; questionCount: number; updatedBy: string | null }[] }>();
    expect(list.guides.find((guide) => guide.module === 'finance')).toMatchObject({ questionCount: 5, updatedBy: 'Carolina Fuentes' });
  });

  it('refuses a save based on an older version (409) with the guide as the other save left it, and changes nothing', async () => {
    const base = await editable('pim');
    const texts = (title: string) => ({ basedOnVersion: base.version, title, content: base.content, questions: base.questions });
    expect((await save('pim', texts('Primera'))).statusCode).toBe(200);
    const late = await save('pim', texts('Segunda'));
    expect(late.statusCode).toBe(409);
    expectContract(late, 'saveLearningGuide');
    expect(late.json()).toMatchObject({ code: 'LEARNING_GUIDE_VERSION_STALE', current: { title: 'Primera', version: 2 } });
    expect((await editable('pim')).title).toBe('Primera');
  });

  it('keeps one of two saves racing on the same version: one 200, one 409', async () => {
    const base = await editable('reports');
    const body = (title: string) => ({ basedOnVersion: base.version, title, content: base.content, questions: base.questions });
    const answers = await Promise.all([save('reports', body('Uno')), save('reports', body('Dos'))]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await editable('reports')).version).toBe(2);
  });

  /** A broken save and the fields (with the rule's code) its 400 names. */
  const BROKEN: [string, (guide: EditableGuide) => unknown, [string, string][]][] = [
    ['an empty title and HTML in the introduction', (g) => ({ basedOnVersion: g.version, title: '  ', content: '<img src=x onerror=alert(1)>', questions: g.questions }), [
      ['body.title', 'required'],
      ['body.content', 'rawHtml'],
    ]],
    ['a javascript: link in an answer and a label too long', (g) => ({
      basedOnVersion: g.version, title: g.title, content: g.content,
      questions: [g.questions[0], { ...g.questions[1], value: 'x'.repeat(61), content: '[clic](javascript:alert(1))' }],
    }), [
      ['body.questions.1.value', 'tooLong'],
      ['body.questions.1.content', 'unsafeLink'],
    ]],
    ['no question at all', (g) => ({ basedOnVersion: g.version, title: g.title, content: g.content, questions: [] }), [['body.questions', 'tooFewQuestions']]],
    ["another guide's question and a repeated one", (g) => ({
      basedOnVersion: g.version, title: g.title, content: g.content,
      questions: [g.questions[0], g.questions[0], { id: 1, title: 'a', value: 'b', content: 'c' }].map((question, index) => (index === 2 ? question : { ...question })),
    }), [
      ['body.questions.1.id', 'repeatedQuestion'],
      ['body.questions.2.id', 'unknownQuestion'],
    ]],
  ];

  it.each(BROKEN)('refuses %s (400), naming each field, and stores nothing', async (_name, body, expected) => {
    const guide = await editable('stock');
    const response = await save('stock', body(guide));
    expect(response.statusCode).toBe(400);
    expectContract(response, 'saveLearningGuide');
    const details = response.json<{ details: { field: string; message: string }[] }>().details;
    expect(details.map((detail) => [detail.field, detail.message])).toEqual(expected);
    expect(await editable('stock')).toEqual(guide);
  });
});

describe('GET /v1/learning-guides/{module}/ratings', () => {
  it('counts yes, no and each reason per question and in total, removed questions kept and marked', async () => {
    const guide = await editable('metrics');
    const [first, second] = guide.questions;
    expect(await Promise.all([
      rate('seller', first!.id, 1, 'null'),
      rate('nuevo', first!.id, 0, 'No responde mi pregunta'),
      rate('seller', second!.id, 0, 'La información no es clara'),
      rate('nuevo', second!.id, 0, 'Un texto de un cliente antiguo'),
    ]).then((answers) => answers.map((answer) => answer.statusCode))).toEqual([201, 201, 201, 201]);
    // The second question leaves the guide.
    const saved = await save('metrics', { basedOnVersion: guide.version, title: guide.title, content: guide.content, questions: guide.questions.filter((q) => q.id !== second!.id) });
    expect(saved.statusCode).toBe(200);

    const response = await get('/v1/learning-guides/metrics/ratings');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getLearningGuideRatings');
    const report = response.json<{ questions: { id: number; removed: boolean; counts: unknown }[]; totals: unknown }>();
    const counts = (yes: number, no: number, unclear: number, notAnswered: number, outdated: number, other: number) => ({
      yes,
      no,
      reasons: [
        { reason: 'unclear', count: unclear },
        { reason: 'notAnswered', count: notAnswered },
        { reason: 'outdated', count: outdated },
        { reason: 'other', count: other },
      ],
    });
    expect(report.questions.map((question) => question.id)).toEqual([...guide.questions.filter((q) => q.id !== second!.id).map((q) => q.id), second!.id]);
    expect(report.questions[0]).toMatchObject({ id: first!.id, removed: false, counts: counts(1, 1, 0, 1, 0, 0) });
    expect(report.questions[3]).toMatchObject({ id: second!.id, removed: true, counts: counts(0, 2, 1, 0, 0, 1) });
    expect(report.questions[1]).toMatchObject({ removed: false, counts: counts(0, 0, 0, 0, 0, 0) });
    expect(report.totals).toEqual(counts(1, 3, 1, 1, 0, 1));
  });
});
