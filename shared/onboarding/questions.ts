/**
 * The 80 questions of the register-form payload, in order (openapi/onboarding.yaml, RegisterQuestion):
 * number, the wizard's step and field it comes from, and its Spanish text. 3.10 (showPartherTwo) is
 * the one answer no field holds: it follows from the company's society type.
 */
import type { components } from '../../openapi/generated/onboarding.ts';
import type { FormStepKey } from './steps.ts';

export type RegisterQuestion = components['schemas']['RegisterQuestion'];

export interface QuestionDefinition {
  number: RegisterQuestion;
  step: FormStepKey;
  /** The step's field name ('PartherOne.rutNumber', 'proofFile', ...); 'showPartherTwo' for 3.10. */
  field: string;
  label: string;
}

/** The question derived from the company's society type rather than typed. */
export const SHOWS_SECOND_PARTNER_QUESTION: RegisterQuestion = '3.10';

const stepOf = (number: string, field: string): FormStepKey => {
  const block = number.split('.')[0];
  if (block === '1') return 'company';
  if (block === '2') return Number(number.split('.')[1]) >= 20 ? 'logistic' : 'contact';
  if (block === '3' || block === '4') return 'legal';
  if (block === '5') return 'bank';
  if (block === '6') return 'logistic';
  throw new Error(`No step for question ${number} (${field})`);
};

const table: ReadonlyArray<readonly [RegisterQuestion, string, string]> = [
  ['1.1', 'businessName', 'Nombre comercial'],
  ['1.2', 'companyName', 'Razón social'],
  ['1.3', 'rutNumber', 'RUT de la empresa'],
  ['1.4', 'societyType', 'Tipo de sociedad'],
  ['1.5', 'codeUploadFile', 'Código de actividad económica'],
  ['1.6', 'codeUploadFileLabel', 'Actividad económica'],
  ['1.7', 'companyHeadAddress', 'Dirección casa matriz'],
  ['1.8', 'companyHeadAddressRegion', 'Región casa matriz'],
  ['1.9', 'companyHeadAddressCommunes', 'Comuna casa matriz'],
  ['1.10', 'companyHeadAddressRegionsCodePostal', 'Código postal'],
  ['1.11', 'productMode', 'Modo de carga de productos'],
  ['1.12', 'nProducts', 'Cantidad de productos'],
  ['1.13', 'categoriesSellers', 'Categorías de productos'],
  ['1.14', 'oneCategoriesSellers', 'Categoría principal'],
  ['1.15', 'sellerWorkUs', '¿Por qué quieres vender con nosotros?'],
  ['2.1', 'notificationInfoEmail', 'Correo para notificaciones de ventas'],
  ['2.2', 'notificationInfoConfirmEmail', 'Confirmación del correo de notificaciones'],
  ['2.3', 'comertialAreaName', 'Área comercial: nombre'],
  ['2.4', 'comertialAreaSecondName', 'Área comercial: apellido'],
  ['2.5', 'comertialAreaEmail', 'Área comercial: correo'],
  ['2.6', 'comertialAreaConfirmEmail', 'Área comercial: confirmación del correo'],
  ['2.7', 'comertialAreaCharge', 'Área comercial: cargo'],
  ['2.8', 'comertialAreaPhone', 'Área comercial: teléfono'],
  ['2.9', 'financeAreaName', 'Área de finanzas: nombre'],
  ['2.10', 'financeAreaSecondName', 'Área de finanzas: apellido'],
  ['2.11', 'financeAreaEmail', 'Área de finanzas: correo'],
  ['2.12', 'financeAreaConfirmEmail', 'Área de finanzas: confirmación del correo'],
  ['2.13', 'financeAreaCharge', 'Área de finanzas: cargo'],
  ['2.14', 'financeAreaPhone', 'Área de finanzas: teléfono'],
  ['2.15', 'postSellName', 'Área de postventa: nombre'],
  ['2.16', 'postSellSecondName', 'Área de postventa: apellido'],
  ['2.17', 'postSellEmail', 'Área de postventa: correo'],
  ['2.18', 'postSellCharge', 'Área de postventa: cargo'],
  ['2.19', 'postSellPhone', 'Área de postventa: teléfono'],
  ['2.20', 'technicalService', '¿Cuenta con servicio técnico?'],
  ['2.21', 'nameContact', 'Contacto de bodega: nombre'],
  ['2.22', 'lastnameContact', 'Contacto de bodega: apellido'],
  ['2.23', 'emailWarehouse', 'Contacto de bodega: correo'],
  ['2.24', 'emailConfirmWarehouse', 'Contacto de bodega: confirmación del correo'],
  ['2.25', 'rolWarehouse', 'Contacto de bodega: cargo'],
  ['2.26', 'phoneWarehouse', 'Contacto de bodega: teléfono'],
  ['3.1', 'PartherOne.societyType', 'Socio 1: tipo de persona o sociedad'],
  ['3.2', 'PartherOne.rutNumber', 'Socio 1: RUT'],
  ['3.3', 'PartherOne.name', 'Socio 1: nombre o razón social'],
  ['3.4', 'PartherOne.first', 'Socio 1: primer apellido'],
  ['3.5', 'PartherOne.secondName', 'Socio 1: segundo apellido'],
  ['3.6', 'PartherOne.nationality', 'Socio 1: nacionalidad'],
  ['3.7', 'PartherOne.address', 'Socio 1: dirección'],
  ['3.8', 'PartherOne.region', 'Socio 1: región'],
  ['3.9', 'PartherOne.commune', 'Socio 1: comuna'],
  ['3.10', 'showPartherTwo', '¿Tiene un segundo socio?'],
  ['3.11', 'PartherTwo.societyType', 'Socio 2: tipo de persona o sociedad'],
  ['3.12', 'PartherTwo.rutNumber', 'Socio 2: RUT'],
  ['3.13', 'PartherTwo.name', 'Socio 2: nombre o razón social'],
  ['3.14', 'PartherTwo.first', 'Socio 2: primer apellido'],
  ['3.15', 'PartherTwo.secondName', 'Socio 2: segundo apellido'],
  ['3.16', 'PartherTwo.nationality', 'Socio 2: nacionalidad'],
  ['3.17', 'PartherTwo.address', 'Socio 2: dirección'],
  ['3.18', 'PartherTwo.region', 'Socio 2: región'],
  ['3.19', 'PartherTwo.commune', 'Socio 2: comuna'],
  ['4.1', 'Representative.societyType', 'Representante legal: tipo de persona o sociedad'],
  ['4.2', 'Representative.rutNumber', 'Representante legal: RUT'],
  ['4.3', 'Representative.name', 'Representante legal: nombre o razón social'],
  ['4.4', 'Representative.first', 'Representante legal: primer apellido'],
  ['4.5', 'Representative.secondName', 'Representante legal: segundo apellido'],
  ['4.6', 'Representative.nationality', 'Representante legal: nacionalidad'],
  ['4.7', 'Representative.address', 'Representante legal: dirección'],
  ['4.8', 'Representative.region', 'Representante legal: región'],
  ['4.9', 'Representative.commune', 'Representante legal: comuna'],
  ['5.1', 'bankChooseBank', 'Banco'],
  ['5.2', 'bankType', 'Tipo de cuenta'],
  ['5.3', 'accountNumber', 'Número de cuenta'],
  ['5.4', 'proofFile', 'Comprobante de la cuenta'],
  ['6.1', 'nameNode', 'Nombre de la bodega'],
  ['6.2', 'numberNode', 'Número de nodo'],
  ['6.3', 'addressWarehouse', 'Dirección de la bodega'],
  ['6.4', 'regionWarehouse', 'Región de la bodega'],
  ['6.5', 'communeWarehouse', 'Comuna de la bodega'],
  ['6.6', 'nameRegion', 'Región de la bodega (nombre)'],
  ['6.7', 'nameComune', 'Comuna de la bodega (nombre)'],
];

/** Every question, in the order the payload lists them. */
export const REGISTER_QUESTIONS: readonly QuestionDefinition[] = table.map(([number, field, label]) => ({
  number,
  step: stepOf(number, field),
  field,
  label,
}));

const byNumber = new Map(REGISTER_QUESTIONS.map((question) => [question.number as string, question]));
const byField = new Map(REGISTER_QUESTIONS.map((question) => [`${question.step}/${question.field}`, question]));

/** The question with this number, if it is one. */
export function findQuestion(number: string): QuestionDefinition | undefined {
  return byNumber.get(number);
}

/** The question a step's field is sent as ('company', 'rutNumber' -> 1.3). */
export function questionOfField(step: FormStepKey, field: string): QuestionDefinition | undefined {
  return byField.get(`${step}/${field}`);
}
