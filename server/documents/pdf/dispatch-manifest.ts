import { santiagoStampedTime } from '../../kit/santiagoCalendar.ts';
import { MUTED, renderA4, type TableColumn } from './layout.ts';

/** One order handed to the carrier. */
export interface ManifestOrder {
  orderNumber: string;
  recipient: string;
  commune: string;
  packages: number;
  trackingNumber: string | null;
}

/** What a dispatch manifest lists: the orders one seller hands one carrier on one day. */
export interface DispatchManifest {
  /** The manifest's own number, printed in its title. */
  number: string;
  /** The seller's legal name (razón social) and RUT. */
  seller: { name: string; rut: string };
  carrier: string;
  /** The day of the dispatch, `YYYY-MM-DD`. */
  dispatchDate: string;
  orders: readonly ManifestOrder[];
}

/** `YYYY-MM-DD` as Chileans write a date: `DD-MM-YYYY`. */
const chileanDate = (day: string) => day.split('-').reverse().join('-');

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const COLUMNS: readonly TableColumn<ManifestOrder & { line: number }>[] = [
  { header: 'N°', weight: 5, align: 'right', value: (order) => String(order.line) },
  { header: 'Orden', weight: 15, value: (order) => order.orderNumber },
  { header: 'Destinatario', weight: 27, value: (order) => order.recipient },
  { header: 'Comuna', weight: 18, value: (order) => order.commune },
  { header: 'Bultos', weight: 9, align: 'right', value: (order) => String(order.packages) },
  { header: 'Seguimiento', weight: 26, value: (order) => order.trackingNumber ?? '—' },
];

/**
 * The dispatch manifest: the seller, carrier and day, a table of the orders (header repeated on
 * every page) with their totals, and boxes for the seller and the carrier to sign on pick-up.
 */
export function renderDispatchManifest(manifest: DispatchManifest, issuedAt: Date): Promise<Buffer> {
  const packages = manifest.orders.reduce((sum, order) => sum + order.packages, 0);
  const orders = counted(manifest.orders.length, 'orden', 'órdenes');
  return renderA4({ title: `Manifiesto de despacho N° ${manifest.number}`, issuedAt }, (page) => {
    page.title('Manifiesto de despacho');
    page.subtitle(`N° ${manifest.number}`);
    page.field('Razón social', manifest.seller.name);
    page.field('RUT', manifest.seller.rut);
    page.field('Transportista', manifest.carrier);
    page.field('Fecha de despacho', chileanDate(manifest.dispatchDate));
    page.field('Total', `${orders}, ${counted(packages, 'bulto', 'bultos')}`);
    page.table(
      COLUMNS,
      manifest.orders.map((order, index) => ({ ...order, line: index + 1 })),
      { totals: ['', 'Total', orders, '', String(packages), ''] },
    );
    page.signatureBoxes('El transportista declara recibir conforme los bultos detallados en este manifiesto.', [
      { title: 'Entrega (seller)', lines: ['Nombre', 'RUT', 'Firma'] },
      { title: 'Recibe (transportista)', lines: ['Nombre', 'RUT', 'Firma'] },
    ]);
    page.paragraph(`Emitido el ${santiagoStampedTime(issuedAt)}.`, { size: 8, color: MUTED, spaceBefore: 12 });
  });
}
