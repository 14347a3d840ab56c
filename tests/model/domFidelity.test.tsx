/**
 * The control of the model suite's page: what its tests conclude holds only if the simulated DOM hides
 * what a person cannot see, names what a screen reader names and lets axe find what is wrong. Each
 * case renders through the portal's own providers and style cache (with the suite's style filter), so
 * a change of DOM library, of Chakra or of the filter that blinds the suite fails here first.
 */
import { Box, Button, chakra, Dialog, Portal, VisuallyHidden } from '@chakra-ui/react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders, createStyleCache } from '../../src/app/AppProviders.tsx';
import { axeViolations } from '../support/axe.ts';

function renderInPortal(children: React.ReactNode) {
  return render(
    <AppProviders locale="es-CL" styleCache={createStyleCache(document)}>
      {children}
    </AppProviders>,
  );
}

describe('the page the model tests run in', () => {
  it('hides from role queries what a style rule hides, and only that', () => {
    renderInPortal(
      <>
        <Box display="none">
          <Button>Oculto por display</Button>
        </Box>
        <Box visibility="hidden">
          <Button>Oculto por visibility</Button>
        </Box>
        <Button>
          Visible <VisuallyHidden>con texto para lectores</VisuallyHidden>
        </Button>
      </>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Visible con texto para lectores']);
    expect(screen.getAllByRole('button', { hidden: true })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Visible con texto para lectores' })).toBeVisible();
    expect(screen.getByText('Oculto por display')).not.toBeVisible();
  });

  it('names a dialog by its title and hides the page behind it', async () => {
    renderInPortal(
      <>
        <Button>Detrás</Button>
        <Dialog.Root open role="alertdialog">
          <Portal>
            <Dialog.Positioner>
              <Dialog.Content>
                <Dialog.Title>Cerrar el módulo</Dialog.Title>
                <Button>Confirmar</Button>
              </Dialog.Content>
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </>,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Cerrar el módulo' });
    expect(dialog).toContainElement(screen.getByRole('button', { name: 'Confirmar' }));
    // The modal hides the rest of the page from assistive technology (once it has settled).
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Detrás' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Detrás', hidden: true })).toBeInTheDocument();
  });

  it('lets axe find an unnamed button, an image without text and a field without a label', async () => {
    const { container } = renderInPortal(
      <main>
        <h1>Página</h1>
        <Button aria-label="" />
        <chakra.img src="/logo.png" />
        <input type="text" />
      </main>,
    );
    const rules = (await axeViolations(container)).map((line) => line.split(':')[0]).sort();
    expect(rules).toEqual(['button-name', 'image-alt', 'label']);
  });
});
