import type { Queryable } from '../db/database.ts';
import { addDays, santiagoDay } from '../kit/santiagoCalendar.ts';
import { createNotification, type NotificationCreate } from '../documents/notifications.ts';
import { renderDemoTerms } from '../documents/pdf/demo-terms.ts';
import { approveTerms, createTerms } from '../documents/terms.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo data of the documents service, seeded once with the demo accounts (seedDemoData), all
 * dated relative to the seed's `now` so the demo looks the same whenever it starts:
 *
 * - "Términos y Condiciones para Sellers" v1: a PDF, mandatory (exception 0), in force since
 *   200 days ago. Both demo sellers accepted it (Tienda Andes 180 days ago when it was published,
 *   Emporio Austral at sign-up), so by default this mandatory version blocks nobody; publishing a
 *   v2 as admin@demo.cl shows the blocking modal ("Cerrar sesión" as the only other action).
 * - "Política de Privacidad" v1: HTML, optional (exception 1), in force since 3 days ago with a
 *   deadline in 27 days. Emporio Austral accepted it at sign-up; Tienda Andes has not, so
 *   seller@demo.cl meets exactly one pending version, which "Revisar más tarde" can put off.
 * - Four notifications for every seller: a long one (size l, over 3000 characters of HTML), a
 *   medium one (m), a short one (s, already opened by seller@demo.cl) and a component reference
 *   (JSON with typeChildrenComponent campaignInvitation, size custom).
 *
 * Acceptances made by the seed record address 127.0.0.1 and the user agent "Portal Sellers demo
 * seed", so they are never mistaken for real evidence.
 */
export async function seedDemoDocuments(tx: Queryable, now: Date): Promise<void> {
  const accounts = await tx.query<{ id: number; email: string; first_name: string; last_name: string; seller_id: number | null; seller_name: string | null }>(
    `select u.id, u.email, u.first_name, u.last_name, u.seller_id, s.name as seller_name
       from users u left join sellers s on s.id = u.seller_id
      where u.email in ('admin@demo.cl', 'seller@demo.cl', 'nuevo@demo.cl')`,
  );
  const account = (email: string) => {
    const found = accounts.find((row) => row.email === email);
    if (!found) throw new Error(`The documents seed needs the demo account ${email}`);
    return found;
  };
  const admin = account('admin@demo.cl');
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const today = santiagoDay(now);

  const terms = await createTerms(
    tx,
    {
      key: 'terminos-y-condiciones',
      title: 'Términos y Condiciones para Sellers',
      contentType: 'pdf',
      file: { fileName: 'terminos-y-condiciones.pdf', contentBase64: (await renderDemoTerms(daysAgo(201))).toString('base64') },
      startDate: addDays(today, -200),
      endDate: null,
      approvalLimitDate: addDays(today, -170),
      exception: 0,
    },
    admin.id,
    daysAgo(201),
  );
  const privacy = await createTerms(
    tx,
    {
      key: 'politica-de-privacidad',
      title: 'Política de Privacidad',
      contentType: 'html',
      html: PRIVACY_POLICY_HTML,
      startDate: addDays(today, -3),
      endDate: null,
      approvalLimitDate: addDays(today, 27),
      exception: 1,
    },
    admin.id,
    daysAgo(4),
  );

  const accept = async (email: string, termsId: number, at: Date) => {
    const user = account(email);
    if (user.seller_id === null || user.seller_name === null) throw new Error(`${email} is not a seller's user`);
    await approveTerms(tx, {
      caller: { userId: user.id, role: 'seller', email: user.email, name: `${user.first_name} ${user.last_name}`, sellerId: user.seller_id, sellerName: user.seller_name },
      seller: { sellerId: user.seller_id, sellerName: user.seller_name },
      termsId,
      today: santiagoDay(at),
      now: at,
      ipAddress: '127.0.0.1',
      userAgent: 'Portal Sellers demo seed',
    });
  };
  await accept('seller@demo.cl', terms.id, daysAgo(180));
  await accept('nuevo@demo.cl', terms.id, now);
  await accept('nuevo@demo.cl', privacy.id, now);

  const notifications: { body: NotificationCreate; createdDaysAgo: number }[] = [
    {
      createdDaysAgo: 1,
      body: { label: 'Nueva política de despachos para temporada alta', icon: 'truck', size: 'l', config: { content: PEAK_SEASON_HTML } },
    },
    {
      createdDaysAgo: 2,
      body: {
        label: 'Cyber Day 2026: inscribe tus productos',
        icon: 'megaphone',
        size: 'm',
        config: {
          content:
            '<p>Inscribe tus productos con descuento antes del <strong>20 de mayo</strong>. ' +
            'Los productos inscritos aparecerán en la vitrina del evento y en los correos a clientes.</p>' +
            '<ul><li>Descuento mínimo: 15&nbsp;% sobre el precio de los últimos 30 días.</li>' +
            '<li>Stock disponible durante los tres días del evento.</li>' +
            '<li>Despacho comprometido en 72 horas hábiles.</li></ul>' +
            '<p>Revisa las bases en el <a href="https://ayuda.portalsellers.cl/cyber-day" target="_blank">centro de ayuda</a>.</p>',
        },
      },
    },
    {
      createdDaysAgo: 5,
      body: {
        label: 'Nuevo horario de retiro',
        icon: 'clock',
        size: 's',
        config: { content: '<p>Desde el lunes los retiros en la Región Metropolitana son de <strong>9:00 a 13:00</strong>.</p>' },
      },
    },
    {
      createdDaysAgo: 0,
      body: {
        label: 'Black Friday 2026',
        icon: 'tag',
        size: 'custom',
        config: {
          content: JSON.stringify({
            typeChildrenComponent: 'campaignInvitation',
            props: { campaign: 'Black Friday 2026', deadline: addDays(today, 14), path: '/campaigns' },
          }),
        },
      },
    },
  ];
  for (const { body, createdDaysAgo } of notifications) {
    const at = daysAgo(createdDaysAgo);
    const created = await createNotification(tx, { ...body, startDate: at.toISOString() }, admin.id, at);
    if (body.size === 's') {
      await tx.query('insert into notification_opens (notification_id, user_id, opened_at) values ($1, $2, $3)', [
        created.id,
        account('seller@demo.cl').id,
        daysAgo(createdDaysAgo - 1),
      ]);
    }
  }
}

const PRIVACY_POLICY_HTML = `<h2>Política de Privacidad para Sellers</h2>
<p>Esta política explica cómo el Marketplace y los Sellers tratan los datos personales de los clientes que compran a través del portal.</p>
<h3>1. Datos que recibe el Seller</h3>
<p>Para cumplir cada orden el Seller recibe el nombre del cliente, la dirección de despacho, el teléfono de contacto y el detalle de los productos comprados.</p>
<h3>2. Uso permitido</h3>
<ul>
  <li>Preparar, despachar y entregar la orden.</li>
  <li>Gestionar cambios, devoluciones y garantías.</li>
  <li>Responder consultas del cliente sobre su compra.</li>
</ul>
<p>Queda prohibido usar estos datos para publicidad propia o cederlos a terceros, conforme a la Ley N° 19.628.</p>
<h3>3. Conservación</h3>
<p>El Seller conservará los datos solo durante el plazo necesario para cumplir la orden y sus obligaciones legales y tributarias.</p>
<p>Consultas: <a href="mailto:privacidad@portalsellers.cl">privacidad@portalsellers.cl</a>.</p>`;

/** Over 3000 characters: the modal opens at 800x600 whatever the size says. */
const PEAK_SEASON_HTML = `<p>Entre el <strong>15 de noviembre</strong> y el <strong>31 de diciembre</strong> el volumen de órdenes del Marketplace se triplica. Para que tus clientes reciban sus compras a tiempo y tu reputación no se vea afectada, aplicaremos las siguientes reglas de despacho durante toda la temporada.</p>
<h3>1. Plazos de preparación</h3>
<p>Las órdenes deben quedar listas para despacho (estado <em>Lista para despacho</em>) dentro de las <strong>24 horas hábiles</strong> siguientes a la compra. Las órdenes confirmadas después de las 14:00 cuentan desde el día hábil siguiente.</p>
<ul>
  <li>Órdenes con productos voluminosos: 48 horas hábiles.</li>
  <li>Órdenes con despacho programado: según la fecha elegida por el cliente.</li>
  <li>Órdenes con retiro en tienda: disponibles en 24 horas hábiles.</li>
</ul>
<h3>2. Horarios de retiro por región</h3>
<table>
  <thead><tr><th>Zona</th><th>Horario de retiro</th><th>Días</th></tr></thead>
  <tbody>
    <tr><td>Región Metropolitana</td><td>9:00 a 13:00</td><td>Lunes a sábado</td></tr>
    <tr><td>Valparaíso y O'Higgins</td><td>10:00 a 14:00</td><td>Lunes a viernes</td></tr>
    <tr><td>Resto del país</td><td>Según agenda del operador</td><td>Lunes a viernes</td></tr>
  </tbody>
</table>
<h3>3. Embalaje</h3>
<p>Usa cajas resistentes y rellenos que eviten el movimiento del producto. Cada bulto debe llevar la etiqueta generada en el portal, visible y sin cintas sobre el código de barras. Los bultos sin etiqueta o con etiqueta ilegible no serán retirados y la orden se considerará atrasada.</p>
<h3>4. Stock y cancelaciones</h3>
<p>Mantén tu stock actualizado al menos dos veces al día. Las cancelaciones por falta de stock impactan directamente tu indicador de cancelaciones, que debe mantenerse <strong>bajo 1,50&nbsp;%</strong>. Si una integración (Centry, Multivende u otra) sincroniza tu stock, revisa que la sincronización esté activa antes del inicio de la temporada.</p>
<h3>5. Reclamos y devoluciones</h3>
<p>Durante la temporada los clientes tendrán hasta el <strong>31 de enero</strong> para solicitar cambios o devoluciones de compras hechas en noviembre y diciembre. Responde cada reclamo dentro de 48 horas; los reclamos sin respuesta se resolverán a favor del cliente.</p>
<h3>6. Beneficios para sellers destacados</h3>
<p>Los sellers con reputación <em>Bueno</em> o <em>Destacado</em> al 1 de noviembre tendrán prioridad en las vitrinas de Cyber y Navidad, un 40&nbsp;% o 50&nbsp;% de descuento en el costo de despacho y acceso a campañas de publicidad cofinanciadas.</p>
<h3>7. Soporte</h3>
<p>Si tienes dudas sobre estas reglas, revisa la guía de aprendizaje del portal o escríbenos a <a href="mailto:sellers@portalsellers.cl">sellers@portalsellers.cl</a>. Nuestro equipo de atención a sellers atenderá de lunes a sábado entre 9:00 y 19:00 durante toda la temporada alta.</p>
<p>Estas reglas rigen desde el 15 de noviembre a las 00:00 y hasta el 31 de diciembre a las 23:59, hora de Santiago.</p>
<p>Gracias por preparar tu tienda con tiempo: una buena temporada alta es la mejor forma de subir de nivel de reputación.</p>`;
