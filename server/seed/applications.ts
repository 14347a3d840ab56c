/**
 * Demo sign-up applications for Configuración > Solicitudes, one in each step of the review: a new
 * one, one in review, the approved application the demo seller Emporio Austral came from, and one
 * rejected with its reason. Seeded only with the demo data of a real start (`npm start`, see
 * server/main.ts), never by the test harness, whose suites count the queue from empty.
 *
 * Each one goes through the very check a submitted application passes (checkApplication), so the
 * detail page, an approval and the mails read them as they read the wizard's.
 */
import { randomUUID } from 'node:crypto';
import type { components } from '../../openapi/generated/onboarding.ts';
import type { Queryable } from '../db/database.ts';
import { insertApplication } from '../onboarding/applications.ts';
import { checkApplication } from '../onboarding/check-application.ts';
import { onePageTextPdf } from './textPdf.ts';

type RegisterQuestion = components['schemas']['RegisterQuestion'];
type RegisterFormRequest = components['schemas']['RegisterFormRequest'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The proof of the bank account the review page shows inline: a one-page certificate a viewer opens. */
const proofPdf = (a: DemoApplicant) =>
  onePageTextPdf([
    'BANCO SANTANDER-CHILE',
    'CERTIFICADO DE CUENTA CORRIENTE',
    '',
    `Titular: ${a.companyName}`,
    `RUT: ${a.rut}`,
    'Cuenta corriente N 0071234567',
    '',
    'Documento de demostracion del portal, sin validez.',
  ]);

interface Place {
  region: string;
  regionName: string;
  commune: string;
  communeName: string;
  postalCode: string;
}

interface DemoApplicant {
  businessName: string;
  companyName: string;
  /** Cleaned, with its check digit. */
  rut: string;
  societyType: 'SPA' | 'LTDA';
  activity: [code: string, label: string];
  categories: string[];
  domain: string;
  /** The commercial contact, who the mails greet. */
  contact: [firstName: string, lastName: string];
  address: string;
  place: Place;
  /** Partners: natural persons (RUT, first name, two last names); LTDA needs two. */
  partners: Array<[rut: string, name: string, first: string, second: string]>;
  representative: [rut: string, name: string, first: string, second: string];
  warehouse: string;
  pitch: string;
}

/** Every answer of the wizard, in question order. */
function answersOf(a: DemoApplicant): Array<[RegisterQuestion, string]> {
  const [p1, p2] = a.partners;
  const { place } = a;
  const partner = (p: [string, string, string, string] | undefined): string[] =>
    p ? ['PERSONA_NATURAL', p[0], p[1], p[2], p[3], 'CL', a.address, place.region, place.commune] : ['', '', '', '', '', '', '', '', ''];
  const second = partner(p2);
  return [
    ['1.1', a.businessName],
    ['1.2', a.companyName],
    ['1.3', a.rut],
    ['1.4', a.societyType],
    ['1.5', a.activity[0]],
    ['1.6', a.activity[1]],
    ['1.7', a.address],
    ['1.8', place.region],
    ['1.9', place.commune],
    ['1.10', place.postalCode],
    ['1.11', 'multivende'],
    ['1.12', '120'],
    ['1.13', a.categories.join(',')],
    ['1.14', a.categories[0]!],
    ['1.15', a.pitch],
    ['2.1', `contacto@${a.domain}`],
    ['2.2', `contacto@${a.domain}`],
    ['2.3', a.contact[0]],
    ['2.4', a.contact[1]],
    ['2.5', `ventas@${a.domain}`],
    ['2.6', `ventas@${a.domain}`],
    ['2.7', 'Encargada Comercial'],
    ['2.8', '912345678'],
    ['2.9', 'Rodrigo'],
    ['2.10', 'Fuentes'],
    ['2.11', `finanzas@${a.domain}`],
    ['2.12', `finanzas@${a.domain}`],
    ['2.13', 'Contador'],
    ['2.14', '223456789'],
    ['2.15', 'Daniela'],
    ['2.16', 'Vergara'],
    ['2.17', `postventa@${a.domain}`],
    ['2.18', 'Encargada de Postventa'],
    ['2.19', '987654321'],
    ['2.20', 'NO'],
    ['2.21', 'Luis'],
    ['2.22', 'Araya'],
    ['2.23', `bodega@${a.domain}`],
    ['2.24', `bodega@${a.domain}`],
    ['2.25', 'Jefe de Bodega'],
    ['2.26', '998877665'],
    ...partner(p1).map((response, index): [RegisterQuestion, string] => [`3.${index + 1}` as RegisterQuestion, response]),
    ['3.10', p2 ? 'SI' : 'NO'],
    ...second.map((response, index): [RegisterQuestion, string] => [`3.${index + 11}` as RegisterQuestion, response]),
    ['4.1', 'PERSONA_NATURAL'],
    ['4.2', a.representative[0]],
    ['4.3', a.representative[1]],
    ['4.4', a.representative[2]],
    ['4.5', a.representative[3]],
    ['4.6', 'CL'],
    ['4.7', a.address],
    ['4.8', place.region],
    ['4.9', place.commune],
    ['5.1', '037'],
    ['5.2', 'corriente'],
    ['5.3', '0071234567'],
    ['5.4', 'certificado-cuenta-corriente.pdf'],
    ['6.1', a.warehouse],
    ['6.2', ''],
    ['6.3', a.address],
    ['6.4', place.region],
    ['6.5', place.commune],
    ['6.6', place.regionName],
    ['6.7', place.communeName],
  ];
}

/** The register-form request the wizard would have sent for this applicant. */
export function demoApplicationRequest(a: DemoApplicant): RegisterFormRequest {
  return {
    payload: answersOf(a).map(([question, response]) => ({ question, response })),
    source: 'form',
    proofFile: { fileName: 'certificado-cuenta-corriente.pdf', contentType: 'application/pdf', contentBase64: proofPdf(a).toString('base64') },
  };
}

/** The four applicants, in the order they arrived (oldest first). */
export const DEMO_APPLICANTS = {
  // The application the demo seller Emporio Austral Ltda (nuevo@demo.cl) was approved from.
  approved: {
    // The wizard refuses a commercial name like the legal one; the seller kept its legal name.
    businessName: 'Despensa Austral',
    companyName: 'EMPORIO AUSTRAL LTDA',
    rut: '776543217',
    societyType: 'LTDA',
    activity: ['472101', 'VENTA AL POR MENOR DE ALIMENTOS EN COMERCIOS ESPECIALIZADOS (ALMACENES PEQUEÑOS Y MINIMARKET)'],
    categories: ['alimentos-bebidas'],
    domain: 'emporioaustral.cl',
    contact: ['Valentina', 'Soto'],
    address: 'Av. Colón 1240',
    place: { region: '08', regionName: 'Biobío', commune: '08110', communeName: 'Talcahuano', postalCode: '4260000' },
    partners: [
      ['123456785', 'Valentina', 'Soto', 'Riquelme'],
      ['156789011', 'Andrés', 'Soto', 'Riquelme'],
    ],
    representative: ['123456785', 'Valentina', 'Soto', 'Riquelme'],
    warehouse: 'Bodega Talcahuano',
    pitch: 'Productos del sur de Chile para todo el país: mermeladas, merkén y conservas de mariscos.',
  },
  rejected: {
    businessName: 'Artesanías Chiloé',
    companyName: 'TEJIDOS DEL ARCHIPIELAGO SPA',
    rut: '771082335',
    societyType: 'SPA',
    activity: ['477396', 'VENTA AL POR MENOR DE RECUERDOS, ARTESANÍAS Y ARTÍCULOS RELIGIOSOS EN COMERCIOS ESPECIALIZADOS'],
    categories: ['decoracion'],
    domain: 'artesaniaschiloe.cl',
    contact: ['Ignacio', 'Cárcamo'],
    address: 'San Bernardo 455',
    place: { region: '10', regionName: 'Los Lagos', commune: '10109', communeName: 'Puerto Varas', postalCode: '5550000' },
    partners: [['162347896', 'Ignacio', 'Cárcamo', 'Oyarzún']],
    representative: ['162347896', 'Ignacio', 'Cárcamo', 'Oyarzún'],
    warehouse: 'Taller Puerto Varas',
    pitch: 'Tejidos de lana y cestería hechos a mano por artesanas de Chiloé.',
  },
  inReview: {
    businessName: 'Ferretería El Roble',
    companyName: 'COMERCIAL CARRASCO LAGOS SPA',
    rut: '768945128',
    societyType: 'SPA',
    activity: ['475201', 'VENTA AL POR MENOR DE ARTÍCULOS DE FERRETERÍA Y MATERIALES DE CONSTRUCCIÓN'],
    categories: ['ferreteria', 'herramientas'],
    domain: 'ferreteriaelroble.cl',
    contact: ['Sebastián', 'Carrasco'],
    address: 'Av. Alemania 0671',
    place: { region: '09', regionName: 'La Araucanía', commune: '09101', communeName: 'Temuco', postalCode: '4780000' },
    partners: [['174561230', 'Sebastián', 'Carrasco', 'Lagos']],
    representative: ['174561230', 'Sebastián', 'Carrasco', 'Lagos'],
    warehouse: 'Bodega Temuco',
    pitch: 'Herramientas y materiales para la construcción con despacho a todo el sur.',
  },
  received: {
    businessName: 'Vinos del Itata',
    companyName: 'VIÑA VALLE DEL ITATA SPA',
    rut: '773216541',
    societyType: 'SPA',
    activity: ['472200', 'VENTA AL POR MENOR DE BEBIDAS ALCOHÓLICAS Y NO ALCOHÓLICAS EN COMERCIOS ESPECIALIZADOS (BOTILLERÍAS)'],
    categories: ['alimentos-bebidas'],
    domain: 'vinosdelitata.cl',
    contact: ['Francisca', 'Navarrete'],
    address: 'Av. Libertad 1050',
    place: { region: '16', regionName: 'Ñuble', commune: '16101', communeName: 'Chillán', postalCode: '3780000' },
    partners: [['139874560', 'Francisca', 'Navarrete', 'Sepúlveda']],
    representative: ['139874560', 'Francisca', 'Navarrete', 'Sepúlveda'],
    warehouse: 'Bodega Chillán',
    pitch: 'Vinos de pequeños productores del valle del Itata: cinsault, país y moscatel.',
  },
} as const satisfies Record<string, DemoApplicant>;

/** Why the demo's rejected application was turned down (mailed to the applicant, shown in its history). */
export const DEMO_REJECTION_REASON = 'El certificado bancario no está a nombre de la empresa. Postula de nuevo con un certificado de una cuenta de la sociedad.';

export interface DemoApplicationRefs {
  /** The admin who reviewed them. */
  reviewerId: number;
  /** Emporio Austral's seller and its user, which the approved application created. */
  australSellerId: number;
  australUserId: number;
}

/** Stores the four applications with their history, dated in the days before `now`. */
export async function seedDemoApplications(tx: Queryable, refs: DemoApplicationRefs, now: Date): Promise<void> {
  const at = (days: number, hours = 0) => new Date(now.getTime() - days * DAY_MS - hours * 3_600_000);
  const event = (id: string, kind: 'review_started' | 'approved' | 'rejected', when: Date, reason: string | null = null) =>
    tx.query('insert into seller_application_events (application_id, kind, actor_id, reason, created_at) values ($1, $2, $3, $4, $5)', [id, kind, refs.reviewerId, reason, when]);
  const store = async (applicant: DemoApplicant, receivedAt: Date, address: string) => {
    const checked = checkApplication(demoApplicationRequest(applicant));
    const id = randomUUID();
    await insertApplication(tx, {
      id,
      createdAt: receivedAt,
      businessName: checked.businessName,
      companyName: checked.companyName,
      documentNumber: checked.documentNumber,
      societyType: checked.societyType,
      commercialEmail: checked.commercialEmail,
      documentNumberExists: false,
      answers: checked.answers,
      clientAddress: address,
      proofFile: checked.proofFile,
      idempotencyKey: randomUUID(),
    });
    return id;
  };

  const approved = await store(DEMO_APPLICANTS.approved, at(21, 3), '190.160.12.45');
  await event(approved, 'review_started', at(20, 2));
  await tx.query(`update seller_applications set status = 'approved', seller_id = $2, user_id = $3 where id = $1`, [approved, refs.australSellerId, refs.australUserId]);
  await event(approved, 'approved', at(20, 1));

  const rejected = await store(DEMO_APPLICANTS.rejected, at(9, 5), '181.43.201.17');
  await event(rejected, 'review_started', at(8, 4));
  await tx.query(`update seller_applications set status = 'rejected', rejection_reason = $2 where id = $1`, [rejected, DEMO_REJECTION_REASON]);
  await event(rejected, 'rejected', at(8, 3), DEMO_REJECTION_REASON);

  const inReview = await store(DEMO_APPLICANTS.inReview, at(4, 6), '200.83.114.9');
  await tx.query(`update seller_applications set status = 'in_review' where id = $1`, [inReview]);
  await event(inReview, 'review_started', at(1, 2));

  await store(DEMO_APPLICANTS.received, at(0, 5), '152.172.66.203');
}
