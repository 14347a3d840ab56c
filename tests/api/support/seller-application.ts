/**
 * Valid sign-up applications with realistic Chilean data for the API tests: every call gives a new
 * commercial name, legal name, company RUT and commercial e-mail, so applications never collide
 * with each other (or with the demo sellers) unless a test makes them.
 */
import type { components } from '../../../openapi/generated/onboarding.ts';

export type RegisterFormRequest = components['schemas']['RegisterFormRequest'];
export type RegisterQuestion = components['schemas']['RegisterQuestion'];
export type ProofFile = RegisterFormRequest['proofFile'];

/** The modulo-11 verifier of a RUT body. */
export function rutVerifier(body: number): string {
  let sum = 0;
  let factor = 2;
  for (const digit of String(body).split('').reverse()) {
    sum += Number(digit) * factor;
    factor = factor === 7 ? 2 : factor + 1;
  }
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

/** A valid cleaned RUT for a body: 76086428 -> '760864285'. */
export const cleanRutOf = (body: number): string => `${body}${rutVerifier(body)}`;

/** A RUT with the wrong verifier. */
export const wrongRutOf = (body: number): string => `${body}${rutVerifier(body) === '1' ? '2' : '1'}`;

const KINDS = ['Ferretería', 'Librería', 'Panadería', 'Vinoteca', 'Mueblería', 'Juguetería', 'Bazar', 'Botillería', 'Florería', 'Zapatería'];
const PLACES = ['Los Andes', 'Chiloé', 'Atacama', 'Valdivia', 'Pucón', 'Elqui', 'Maule', 'Aconcagua', 'Cachapoal', 'Magallanes',
  'Putaendo', 'Limarí', 'Itata', 'Biobío', 'Osorno', 'Colchagua', 'Curicó', 'Talca', 'Lebu', 'Angol'];

const ascii = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '');
const slugOf = (text: string) => ascii(text).toLowerCase().replace(/[^a-z0-9]/g, '');

/** A tiny but real-looking PDF (starts with %PDF-). */
export const PDF_BYTES = Buffer.from('%PDF-1.7\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
/** The PNG signature followed by an IHDR chunk's first bytes. */
export const PNG_BYTES = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR\0\0\0\x10\0\0\0\x10\x08\x02\0\0\0', 'latin1')]);

export function proofFileOf(bytes: Uint8Array, fileName: string, contentType: ProofFile['contentType']): ProofFile {
  return { fileName, contentType, contentBase64: Buffer.from(bytes).toString('base64') };
}

let sequence = 0;

/**
 * Starts the identities again from the first: each test file counts its own (tests/api/setup.ts
 * calls this before every file, since files share one worker's modules).
 */
export function restartIdentities(): void {
  sequence = 0;
}

/** The identity of the next application: names, RUT and e-mails no other call of this file used. */
export function nextIdentity() {
  const index = sequence;
  sequence += 1;
  const kind = KINDS[index % KINDS.length]!;
  const place = PLACES[Math.floor(index / KINDS.length) % PLACES.length]!;
  const round = Math.floor(index / (KINDS.length * PLACES.length));
  const businessName = round === 0 ? `${kind} ${place}` : `${kind} ${place} ${'Sur '.repeat(round).trim()}`;
  const domain = `${slugOf(businessName)}.cl`;
  return {
    businessName,
    companyName: `COMERCIAL ${ascii(businessName).toUpperCase()} SPA`,
    rut: cleanRutOf(76_100_000 + index * 7_919),
    domain,
    commercialEmail: `comercial@${domain}`,
  };
}

/**
 * Every answer of a valid application (an SpA with one natural-person partner), by question, in
 * question order. `overrides` replace single answers.
 */
export function validAnswers(overrides: Partial<Record<RegisterQuestion, string>> = {}): Array<[RegisterQuestion, string]> {
  const id = nextIdentity();
  const answers: Array<[RegisterQuestion, string]> = [
    ['1.1', id.businessName],
    ['1.2', id.companyName],
    ['1.3', id.rut],
    ['1.4', 'SPA'],
    ['1.5', '475201'],
    ['1.6', 'VENTA AL POR MENOR DE ARTÍCULOS DE FERRETERÍA Y MATERIALES DE CONSTRUCCIÓN'],
    ['1.7', 'Av. Providencia 1234, oficina 56'],
    ['1.8', '13'],
    ['1.9', '13123'],
    ['1.10', '7500000'],
    ['1.11', 'multivende'],
    ['1.12', '350'],
    ['1.13', 'ferreteria,herramientas'],
    ['1.14', 'ferreteria'],
    ['1.15', 'Queremos llegar a clientes de regiones con despacho a domicilio.'],
    ['2.1', `ventas@${id.domain}`],
    ['2.2', `ventas@${id.domain}`],
    ['2.3', 'Carolina'],
    ['2.4', 'Pérez'],
    ['2.5', id.commercialEmail],
    ['2.6', id.commercialEmail],
    ['2.7', 'Jefa Comercial'],
    ['2.8', '912345678'],
    ['2.9', 'Rodrigo'],
    ['2.10', 'Fuentes'],
    ['2.11', `finanzas@${id.domain}`],
    ['2.12', `finanzas@${id.domain}`],
    ['2.13', 'Contador'],
    ['2.14', '223456789'],
    ['2.15', 'Daniela'],
    ['2.16', 'Vergara'],
    ['2.17', `postventa@${id.domain}`],
    ['2.18', 'Encargada de Postventa'],
    ['2.19', '987654321'],
    ['2.20', 'NO'],
    ['2.21', 'Luis'],
    ['2.22', 'Araya'],
    ['2.23', `bodega@${id.domain}`],
    ['2.24', `bodega@${id.domain}`],
    ['2.25', 'Jefe de Bodega'],
    ['2.26', '998877665'],
    ['3.1', 'PERSONA_NATURAL'],
    ['3.2', '123456785'],
    ['3.3', 'María José'],
    ['3.4', 'González'],
    ['3.5', 'Rojas'],
    ['3.6', 'CL'],
    ['3.7', 'Los Leones 456, depto 12'],
    ['3.8', '13'],
    ['3.9', '13123'],
    ['3.10', 'NO'],
    ['3.11', ''],
    ['3.12', ''],
    ['3.13', ''],
    ['3.14', ''],
    ['3.15', ''],
    ['3.16', ''],
    ['3.17', ''],
    ['3.18', ''],
    ['3.19', ''],
    ['4.1', 'PERSONA_NATURAL'],
    ['4.2', '156789011'],
    ['4.3', 'Juan Pablo'],
    ['4.4', 'Muñoz'],
    ['4.5', 'Soto'],
    ['4.6', 'CL'],
    ['4.7', 'Av. Apoquindo 3000, piso 8'],
    ['4.8', '13'],
    ['4.9', '13114'],
    ['5.1', '037'],
    ['5.2', 'corriente'],
    ['5.3', '0012345678'],
    ['5.4', 'certificado-cuenta-santander.pdf'],
    ['6.1', 'Bodega Quilicura'],
    ['6.2', ''],
    ['6.3', 'Av. Presidente Eduardo Frei Montalva 9500'],
    ['6.4', '13'],
    ['6.5', '13125'],
    ['6.6', 'Metropolitana de Santiago'],
    ['6.7', 'Quilicura'],
  ];
  return answers.map(([question, response]) => [question, overrides[question] ?? response]);
}

/** A valid register-form body (a new identity each call), with optional answer and proof-file overrides. */
export function buildApplication(
  overrides: Partial<Record<RegisterQuestion, string>> = {},
  proofFile: ProofFile = proofFileOf(PDF_BYTES, overrides['5.4'] ?? 'certificado-cuenta-santander.pdf', 'application/pdf'),
): RegisterFormRequest {
  return {
    payload: validAnswers(overrides).map(([question, response]) => ({ question, response })),
    source: 'form',
    proofFile,
  };
}

/** The response to `question` in a body. */
export function answerOf(body: RegisterFormRequest, question: RegisterQuestion): string {
  const entry = body.payload.find((answer) => answer.question === question);
  if (!entry) throw new Error(`No answer to ${question}`);
  return entry.response;
}

/** The index of `question` in the body's payload (what error details name). */
export function indexOf(body: RegisterFormRequest, question: RegisterQuestion): number {
  return body.payload.findIndex((answer) => answer.question === question);
}
