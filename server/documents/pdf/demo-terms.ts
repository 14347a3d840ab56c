import { renderA4 } from './layout.ts';

const TITLE = 'Términos y Condiciones para Sellers';

/** The clauses of the demo terms, as the demo seller reads them in the terms modal. */
const CLAUSES: readonly (readonly [heading: string, text: string])[] = [
  [
    '1. Objeto',
    'Estos términos regulan la venta de productos por parte del Seller a través del Marketplace, incluyendo la publicación del catálogo, la gestión de órdenes, los despachos, las devoluciones y la liquidación de las ventas.',
  ],
  [
    '2. Publicación de productos',
    'El Seller es responsable de la veracidad de la información de sus productos: descripción, fotografías, precio, stock y condiciones de garantía. El Marketplace puede rechazar o despublicar productos que no cumplan sus políticas de catálogo.',
  ],
  [
    '3. Despacho y plazos',
    'El Seller despachará cada orden dentro del plazo comprometido al cliente. La reputación del Seller se mide mensualmente según entregas a tiempo (sobre 95,01 %), reclamos (bajo 3 %) y cancelaciones (bajo 1,50 %).',
  ],
  [
    '4. Comisiones y liquidaciones',
    'Por cada venta el Marketplace cobra la comisión de la categoría del producto. Las ventas entregadas se liquidan según el calendario publicado en el portal, descontando comisiones, cargos de despacho y devoluciones.',
  ],
  [
    '5. Datos personales',
    'El Seller tratará los datos de los clientes solo para cumplir las órdenes, de acuerdo con la Ley N° 19.628 sobre protección de la vida privada y la Política de Privacidad del Marketplace.',
  ],
  [
    '6. Suspensión',
    'El incumplimiento grave de estos términos, o la falta de aceptación de una versión obligatoria dentro del plazo informado, puede llevar a la suspensión de la cuenta y a la despublicación de sus productos.',
  ],
  [
    '7. Modificaciones',
    'El Marketplace publicará nuevas versiones de estos términos en el portal, indicando su fecha de inicio y el plazo de aceptación. Cada aceptación queda registrada con su fecha, usuario y versión.',
  ],
];

/** The demo terms file (version 1 of "Términos y Condiciones para Sellers"), as published at `issuedAt`. */
export function renderDemoTerms(issuedAt: Date): Promise<Buffer> {
  return renderA4({ title: TITLE, issuedAt }, (page) => {
    page.title(TITLE);
    page.subtitle('Versión 1 · Marketplace');
    for (const [heading, text] of CLAUSES) {
      page.heading(heading);
      page.paragraph(text, { spaceBefore: 2 });
    }
  });
}
