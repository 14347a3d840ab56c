/**
 * What a seller reads on the curtain of a module an admin closed: the admin's reason and when the
 * module should be back, on Santiago's clock, in Spanish and English; "pronto" once that time has
 * passed (the module stays closed until an admin opens it); no date when the admin gave none; and
 * the general text for a module closed before reasons were asked.
 */
import { render, screen } from '@testing-library/react';
import type { ServiceStatus } from '../../machines/serviceCurtain/serviceCurtain.modules.ts';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import type { Locale } from '../../src/i18n/locales.ts';
import { ServiceCurtain } from '../../src/views/curtain/ServiceCurtain.tsx';
import { axeViolations } from '../support/axe.ts';

const ORDERS: ServiceStatus = {
  key_module: 'orders',
  active: false,
  released: true,
  count_to_close_page: 0,
  module: 'Órdenes',
  reason: 'Cambio de sistema de despacho',
  expected_reopening: '2040-11-27T13:00:00.000Z',
};

function showCurtain(module: ServiceStatus, locale: Locale = 'es-CL') {
  return render(
    <AppProviders locale={locale} styleCache={createStyleCache(document)}>
      <main>
        <ServiceCurtain decision={{ kind: 'module', module }} headingLevel="h1" waitingToRetry={false} canRetry onRetry={() => {}} />
      </main>
    </AppProviders>,
  );
}

describe("a closed module's curtain", () => {
  it('tells the reason and the day and time it comes back, in Santiago', async () => {
    const { container } = showCurtain(ORDERS);
    const curtain = screen.getByRole('region', { name: '¡Lo sentimos! El módulo Órdenes no está disponible' });
    expect(curtain).toHaveTextContent('Motivo: Cambio de sistema de despacho');
    expect(curtain).toHaveTextContent('Volvemos el 27 de noviembre a las 10:00.');
    expect(curtain).not.toHaveTextContent('Estamos realizando mejoras en este módulo.');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads in English', async () => {
    showCurtain(ORDERS, 'en');
    const curtain = await screen.findByRole('region', { name: 'We are sorry! The Órdenes module is not available' });
    expect(curtain).toHaveTextContent('Reason: Cambio de sistema de despacho');
    expect(curtain).toHaveTextContent('We will be back on November 27 at 10:00.');
  });

  it('says "pronto" once the expected time has passed', () => {
    showCurtain({ ...ORDERS, expected_reopening: '2020-03-02T13:00:00.000Z' });
    expect(screen.getByRole('region')).toHaveTextContent('Volvemos pronto.');
    expect(screen.getByRole('region')).not.toHaveTextContent('2 de marzo');
  });

  it('says there is no estimated date when the admin gave none', () => {
    showCurtain({ ...ORDERS, expected_reopening: null });
    expect(screen.getByRole('region')).toHaveTextContent('Aún no tenemos una fecha estimada de regreso.');
  });

  it('keeps the general text for a module closed without a reason', () => {
    showCurtain({ ...ORDERS, reason: null, expected_reopening: null });
    expect(screen.getByRole('region')).toHaveTextContent('Estamos realizando mejoras en este módulo.');
    expect(screen.getByRole('region')).not.toHaveTextContent('Motivo');
  });
});
