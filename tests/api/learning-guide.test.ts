/**
 * The learning guide's calls: a seller reads a section's guide with its questions in display order,
 * each flagged once that user rated it, and rates an answer once (the first rating stays, a repeat
 * answers it back). The user id in the path or body must be the caller's, and only sellers get in.
 * The guide's texts ship with the migrations, so the titles and counts below are the product's.
 */
import { describe, expect, it } from 'vitest';
import { expectContract } from './contract.ts';
import type { TestApp } from './harness.ts';
import { openDemoSellersApp } from './support/demo-sellers-app.ts';

let t: TestApp;
let tokens: Record<string, string>;
const STAFF = {
  admin: 'admin@demo.cl',
  customerService: 'atencion@demo.cl',
  catalog: 'catalogo@demo.cl',
  comercial: 'comercial@demo.cl',
  logistics: 'logistica@demo.cl',
  store: 'tienda@demo.cl',
  security: 'seguridad@demo.cl',
  sysadmin: 'sysadmin@demo.cl',
} as const;
const ACCOUNTS: Record<string, string> = { seller: 'seller@demo.cl', nuevo: 'nuevo@demo.cl', ...STAFF };
openDemoSellersApp(ACCOUNTS, (app) => ({ t, tokens } = app));

/** The id of the demo account signed in under `key`. */
async function userIdOf(key: string): Promise<number> {
  const [user] = await t.db.query<{ id: number }>('select id from users where email = $1', [ACCOUNTS[key]]);
  return user!.id;
}

const guideOf = (module: string, userId: number, who: string | null) =>
  t.request({ method: 'GET', url: `/learning-guide/questions/${module}/${userId}`, ...(who ? { token: tokens[who] } : {}) });

const rate = (who: string, payload: unknown) =>
  t.request({ method: 'POST', url: '/learning-guide/answer', token: tokens[who], payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });

interface Question {
  id: number;
  title: string;
  value: string;
  content: string;
  answer: boolean;
}

/** The question of the orders guide at `position` (1-based), read as `who` sees it. */
async function ordersQuestion(position: number, who = 'seller'): Promise<Question> {
  const response = await guideOf('orders', await userIdOf(who), who);
  return response.json<{ data: Question[] }>().data[position - 1]!;
}

const ratingsCount = async (userId: number) =>
  (await t.db.query<{ count: number }>('select count(*)::int as count from learning_guide_ratings where user_id = $1', [userId]))[0]!.count;

/** Every section's guide: its title and how many questions it holds. */
const GUIDES = {
  orders: { title: 'Guía de Órdenes', questions: 6 },
  stock: { title: 'Guía de Stock', questions: 5 },
  pim: { title: 'Guía de Productos', questions: 5 },
  finance: { title: 'Guía de Finanzas', questions: 5 },
  reports: { title: 'Guía de Reportes', questions: 5 },
  metrics: { title: 'Guía de Métricas', questions: 4 },
} as const;

/** The orders guide's questions and their short labels, in display order. */
const ORDERS_QUESTIONS = [
  ['¿Qué significa cada estado de una orden?', 'Estados de la orden'],
  ['¿Cómo evito que una orden llegue atrasada?', 'Entregas a tiempo'],
  ['¿Cómo afectan mis órdenes a mi reputación?', 'Reputación'],
  ['¿Qué pasa si tengo que cancelar una orden?', 'Cancelaciones'],
  ['¿Qué hago si una entrega tiene problemas?', 'Problemas de entrega'],
  ['¿Cómo sigo una devolución?', 'Devoluciones'],
];

/** Every status an order may take. */
const ORDER_STATUSES = [
  'new', 'awaiting_fulfillment', 'ready_to_ship', 'dispatched', 'shipped', 'delivered', 'delivery_in_progress',
  'delivery_in_branch_office', 'delivery_failed', 'delivery_failed_in_process', 'delivery_need_second_visit',
  'delivery_with_problems', 'not_delivered', 'canceled', 'refunded_before_shipping', 'refunded_after_cancelation',
  'refunded_after_delivery_failed', 'refunded_after_return', 'lost_before_shipping', 'lost_after_shipping',
  'lost_in_return', 'damaged_before_shipping', 'damaged_after_shipping', 'unable_to_fulfill',
  'handled_by_marketplace', 'packed_by_seller',
];

/** The clock every test app starts at (tests/api/harness.ts). */
const NOW = '2026-03-02T12:00:00.000Z';

describe('GET /learning-guide/questions/{module}/{userId}', () => {
  it('answers a seller the orders guide with its questions in display order, none rated yet', async () => {
    const response = await guideOf('orders', await userIdOf('seller'), 'seller');
    expect(response.statusCode).toBe(200);
    expectContract(response, 'getLearningGuide');
    const guide = response.json<{ title: string; module: string; content: string; data: Question[] }>();
    expect(guide).toMatchObject({ title: 'Guía de Órdenes', module: 'orders' });
    expect(guide.content).toContain('**Ventas > Órdenes**');
    expect(guide.data.map((question) => [question.title, question.value])).toEqual(ORDERS_QUESTIONS);
    expect(guide.data.map((question) => question.answer)).toEqual([false, false, false, false, false, false]);
  });

  it('has a guide for every section, in markdown without HTML, each with 4 to 6 questions', async () => {
    const seller = await userIdOf('seller');
    for (const [module, expected] of Object.entries(GUIDES)) {
      const response = await guideOf(module, seller, 'seller');
      expect(response.statusCode, module).toBe(200);
      expectContract(response, 'getLearningGuide');
      const guide = response.json<{ title: string; module: string; content: string; data: Question[] }>();
      expect(guide.title, module).toBe(expected.title);
      expect(guide.module).toBe(module);
      expect(guide.data, module).toHaveLength(expected.questions);
      for (const text of [guide.content, ...guide.data.map((question) => question.content)]) {
        expect(text, module).toMatch(/\*\*[^*]+\*\*/);
        expect(text, module).not.toMatch(/<\/?[a-z!]/i);
        // Statuses read by name, as everywhere else in the portal: no code such as `ready_to_ship`.
        expect(text, module).not.toMatch(/`[a-z]+(_[a-z]+)*`/);
      }
    }
  });

  it('walks the stock import with the words of the Stock screens: the template, the mode, Cargar, the report per row', async () => {
    const response = await guideOf('stock', await userIdOf('seller'), 'seller');
    const [upload, refused, , integrations] = response.json<{ data: { title: string; content: string }[] }>().data;
    expect(upload!.title).toBe('¿Cómo actualizo mi stock con un archivo Excel?');
    for (const words of ['**Descargar plantilla**', '**SKU**, **Bodega** y **Cantidad**', '**Archivo Excel**', '**reemplazan**', '**se suman**', '**Cargar**', '**reporte por fila**', '**Editar**']) {
      expect(upload!.content).toContain(words);
    }
    expect(upload!.content).not.toContain('antes de salir de la página');
    expect(refused!.content).toContain('**Le faltan columnas obligatorias** (SKU, Bodega o Cantidad)');
    expect(refused!.content).not.toContain('en alguna fila');
    expect(integrations!.content).toContain('En **Existencias** ves');
  });

  it('names each of the 26 order statuses exactly once where it explains them, by the name the orders list shows', async () => {
    const { content } = await ordersQuestion(1);
    const names = [
      'Nueva', 'Por preparar', 'Empaquetada', 'Lista para despacho', 'Despachada', 'En camino', 'En reparto', 'En sucursal', 'Entregada',
      'Entrega fallida', 'Entrega fallida en gestión', 'Requiere segunda visita', 'Entrega con problemas', 'No entregada', 'Cancelada',
      'No se pudo cumplir', 'Reembolsada antes del despacho', 'Reembolsada tras cancelación', 'Reembolsada tras entrega fallida',
      'Reembolsada tras devolución', 'Extraviada antes del despacho', 'Extraviada en el transporte', 'Extraviada en la devolución',
      'Dañada antes del despacho', 'Dañada en el transporte', 'Gestionada por el marketplace',
    ];
    for (const name of names) expect(content.split(`«${name}»`).length - 1, name).toBe(1);
    expect(content.match(/«[^»]+»/g)).toHaveLength(ORDER_STATUSES.length);
  });

  it('refuses a module the contract does not list (400), and a call without a session (401)', async () => {
    const unknown = await guideOf('home', await userIdOf('seller'), 'seller');
    expect(unknown.statusCode).toBe(400);
    expectContract(unknown, 'getLearningGuide');
    expect(unknown.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'params.module' }] });
    expect((await guideOf('orders', await userIdOf('seller'), null)).statusCode).toBe(401);
  });
});

describe('POST /learning-guide/answer', () => {
  it('stores a first "yes" (201), and the guide then shows that question answered', async () => {
    const seller = await userIdOf('seller');
    const question = await ordersQuestion(2);
    const response = await rate('seller', { userId: seller, value: 1, valueDetailed: 'null', learningGuideQuestionId: question.id });
    expect(response.statusCode).toBe(201);
    expectContract(response, 'rateLearningGuideQuestion');
    expect(response.json()).toEqual({ id: expect.any(Number), userId: seller, value: 1, valueDetailed: 'null', learningGuideQuestionId: question.id, createdAt: NOW });

    const guide = await guideOf('orders', seller, 'seller');
    expect(guide.json<{ data: Question[] }>().data.map((item) => item.answer)).toEqual([false, true, false, false, false, false]);
  });

  it('answers a repeat with the rating already stored (200), unchanged whatever the repeat says', async () => {
    const seller = await userIdOf('seller');
    const question = await ordersQuestion(2);
    const [first] = await t.db.query<{ id: number }>('select id from learning_guide_ratings where user_id = $1 and question_id = $2', [seller, question.id]);
    t.clock.advance(60_000);
    const repeat = await rate('seller', { userId: seller, value: 0, valueDetailed: 'La información no es clara', learningGuideQuestionId: question.id });
    expect(repeat.statusCode).toBe(200);
    expectContract(repeat, 'rateLearningGuideQuestion');
    expect(repeat.json()).toEqual({ id: first!.id, userId: seller, value: 1, valueDetailed: 'null', learningGuideQuestionId: question.id, createdAt: NOW });
    expect(await ratingsCount(seller)).toBe(1);
  });

  it('stores a "no" with the reason chosen', async () => {
    const seller = await userIdOf('seller');
    const question = await ordersQuestion(4);
    const response = await rate('seller', { userId: seller, value: 0, valueDetailed: 'No responde mi pregunta', learningGuideQuestionId: question.id });
    expect(response.statusCode).toBe(201);
    expectContract(response, 'rateLearningGuideQuestion');
    expect(response.json()).toMatchObject({ userId: seller, value: 0, valueDetailed: 'No responde mi pregunta', learningGuideQuestionId: question.id });
    const stored = await t.db.query('select value, value_detailed from learning_guide_ratings where user_id = $1 and question_id = $2', [seller, question.id]);
    expect(stored).toEqual([{ value: 0, value_detailed: 'No responde mi pregunta' }]);
    expect((await ordersQuestion(4)).answer).toBe(true);
  });

  it('keeps one rating when two tabs send theirs at once: one 201, one 200 with the same rating', async () => {
    const seller = await userIdOf('seller');
    const question = await ordersQuestion(5);
    const answers = await Promise.all([
      rate('seller', { userId: seller, value: 1, valueDetailed: 'null', learningGuideQuestionId: question.id }),
      rate('seller', { userId: seller, value: 1, valueDetailed: 'null', learningGuideQuestionId: question.id }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(answers[0]!.json()).toEqual(answers[1]!.json());
    expect(await ratingsCount(seller)).toBe(3);
  });

  it("flags only the caller's own ratings: another seller sees the same questions unanswered", async () => {
    const guide = await guideOf('orders', await userIdOf('nuevo'), 'nuevo');
    expect(guide.statusCode).toBe(200);
    expect(guide.json<{ data: Question[] }>().data.map((item) => item.answer)).toEqual([false, false, false, false, false, false]);
  });

  it("refuses another user's id (403) when reading or rating, and stores nothing", async () => {
    const nuevo = await userIdOf('nuevo');
    const question = await ordersQuestion(1);
    const read = await guideOf('orders', nuevo, 'seller');
    expect(read.statusCode).toBe(403);
    expectContract(read, 'getLearningGuide');
    expect(read.json()).toMatchObject({ code: 'FORBIDDEN' });
    const rated = await rate('seller', { userId: nuevo, value: 1, valueDetailed: 'null', learningGuideQuestionId: question.id });
    expect(rated.statusCode).toBe(403);
    expectContract(rated, 'rateLearningGuideQuestion');
    expect(rated.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await ratingsCount(nuevo)).toBe(0);
  });

  it.each(Object.keys(STAFF))('refuses %s (403): the guide is for sellers', async (role) => {
    const own = await userIdOf(role);
    const question = await ordersQuestion(1);
    const read = await guideOf('orders', own, role);
    expect(read.statusCode).toBe(403);
    expectContract(read, 'getLearningGuide');
    expect(read.json()).toMatchObject({ code: 'FORBIDDEN' });
    const rated = await rate(role, { userId: own, value: 1, valueDetailed: 'null', learningGuideQuestionId: question.id });
    expect(rated.statusCode).toBe(403);
    expect(rated.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await ratingsCount(own)).toBe(0);
  });

  it('answers 404 QUESTION_NOT_FOUND for a question that does not exist', async () => {
    const response = await rate('seller', { userId: await userIdOf('seller'), value: 1, valueDetailed: 'null', learningGuideQuestionId: 2147483647 });
    expect(response.statusCode).toBe(404);
    expectContract(response, 'rateLearningGuideQuestion');
    expect(response.json()).toMatchObject({ code: 'QUESTION_NOT_FOUND' });
  });

  /** A body the contract refuses, and the field the refusal names. */
  const BAD_BODIES: [string, (userId: number, questionId: number) => unknown, string][] = [
    ['value 2', (userId, questionId) => ({ userId, value: 2, valueDetailed: 'null', learningGuideQuestionId: questionId }), 'body.value'],
    ["a no whose reason is the text 'null'", (userId, questionId) => ({ userId, value: 0, valueDetailed: 'null', learningGuideQuestionId: questionId }), 'body.valueDetailed'],
    ['a no without a reason', (userId, questionId) => ({ userId, value: 0, valueDetailed: '', learningGuideQuestionId: questionId }), 'body.valueDetailed'],
    ['a no with a reason of 256 characters', (userId, questionId) => ({ userId, value: 0, valueDetailed: 'a'.repeat(256), learningGuideQuestionId: questionId }), 'body.valueDetailed'],
    ['a yes with a reason', (userId, questionId) => ({ userId, value: 1, valueDetailed: 'Me sirvió', learningGuideQuestionId: questionId }), 'body.valueDetailed'],
    ['a yes with JSON null', (userId, questionId) => ({ userId, value: 1, valueDetailed: null, learningGuideQuestionId: questionId }), 'body.valueDetailed'],
    ['the value as text', (userId, questionId) => ({ userId, value: '1', valueDetailed: 'null', learningGuideQuestionId: questionId }), 'body.value'],
    ['no userId', (_userId, questionId) => ({ value: 1, valueDetailed: 'null', learningGuideQuestionId: questionId }), 'body.userId'],
    ['no question', (userId) => ({ userId, value: 1, valueDetailed: 'null' }), 'body.learningGuideQuestionId'],
    ['no valueDetailed', (userId, questionId) => ({ userId, value: 1, learningGuideQuestionId: questionId }), 'body.valueDetailed'],
    ['no value', (userId, questionId) => ({ userId, valueDetailed: 'null', learningGuideQuestionId: questionId }), 'body.value'],
    ['a field the contract does not list', (userId, questionId) => ({ userId, value: 1, valueDetailed: 'null', learningGuideQuestionId: questionId, sellerId: 1 }), 'body.sellerId'],
    ['not an object', () => [1, 'null'], 'body'],
    ['JSON null', () => null, 'body'],
  ];

  it.each(BAD_BODIES)('refuses %s (400), naming the field, and stores nothing', async (_name, body, field) => {
    const seller = await userIdOf('seller');
    const question = await ordersQuestion(6);
    const before = await ratingsCount(seller);
    const response = await rate('seller', body(seller, question.id));
    expect(response.statusCode).toBe(400);
    expectContract(response, 'rateLearningGuideQuestion');
    expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
    expect(response.json<{ details: { field: string }[] }>().details.map((detail) => detail.field)).toContain(field);
    expect(await ratingsCount(seller)).toBe(before);
    expect((await ordersQuestion(6)).answer).toBe(false);
  });
});

describe('a withdrawn guide', () => {
  // Every section's guide ships with the migrations, so the only way to a missing one is removing it.
  it('answers 404 LEARNING_GUIDE_NOT_FOUND', async () => {
    await t.db.query(`delete from learning_guides where module = 'metrics'`);
    const response = await guideOf('metrics', await userIdOf('seller'), 'seller');
    expect(response.statusCode).toBe(404);
    expectContract(response, 'getLearningGuide');
    expect(response.json()).toMatchObject({ code: 'LEARNING_GUIDE_NOT_FOUND' });
  });
});
