import { useId, useMemo, type ReactNode } from 'react';
import { Box, Button, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { FormattedMessage, IntlProvider, useIntl, type IntlConfig } from 'react-intl';
import { selectModuleAreaView } from '../../../machines/moduleLoader/moduleLoader.selectors.ts';
import type { ModuleLoaderLogic } from '../../app/modules/moduleLoaderFlow.ts';
import type { LoadedModule, ModuleRootProps, PortalModule } from '../../app/modules/portalModule.ts';
import { useFlowActor } from '../inspection/useFlowActor.ts';

export interface ModuleAreaProps extends ModuleRootProps {
  logic: ModuleLoaderLogic;
  /** The module's folder name. */
  name: string;
  /** How the person knows the module: its menu entry's text id; null shows the name. */
  menuTextId: string | null;
}

/**
 * A sub-application's area of the page: nothing but a short "loading" while its files and code
 * arrive, the module's own pages once mounted, and if it cannot be loaded the curtain with
 * "Reintentar" (the menu, the header and every other page keep working).
 */
export function ModuleArea({ logic, name, menuTextId, ...rootProps }: ModuleAreaProps) {
  const loader = useFlowActor(logic, { input: { name } });
  const view = useSelector(loader, selectModuleAreaView);
  const headingId = useId();
  const moduleName = menuTextId ? <FormattedMessage id={menuTextId} /> : name;
  if (view.kind === 'loading') {
    return (
      <Stack role="status" direction="row" align="center" gap="3" py="10" justify="center" color="fg.muted">
        <Spinner size="sm" />
        <Text>
          <FormattedMessage id="modules.loading" values={{ module: moduleName }} />
        </Text>
      </Stack>
    );
  }
  if (view.kind === 'failed') {
    return (
      <Stack as="section" aria-labelledby={headingId} gap="4" align="center" textAlign="center" py="10" px="4">
        <Heading as="h1" id={headingId} size="2xl">
          <FormattedMessage id="modules.failed.title" values={{ module: moduleName }} />
        </Heading>
        <Text>
          <FormattedMessage id="modules.failed.body" />
        </Text>
        <Box>
          <Button colorPalette="brand" onClick={() => loader.send({ type: 'module.retry' })}>
            <FormattedMessage id="curtain.retry" />
          </Button>
        </Box>
      </Stack>
    );
  }
  // The loader checked the entry's shape when it imported it (src/app/modules/moduleLoaderFlow.ts).
  const module = view.entry as LoadedModule;
  return (
    <ModuleMessages messages={module.messages}>
      <module.Root {...rootProps} />
    </ModuleMessages>
  );
}

/** The module's catalog of the shown locale, merged over the shell's while it is mounted. */
export function ModuleMessages({ messages, children }: { messages: PortalModule['messages']; children: ReactNode }) {
  const intl = useIntl();
  // Both catalogs are of one kind: text in development and tests, parsed ICU in a production build
  // (scripts/precompile-messages.ts parses the modules' catalogs too). A catalog still to load is
  // one the loader did not need: the page is in the other locale.
  const merged = useMemo(() => {
    const own = intl.locale === 'en' ? messages.en : messages['es-CL'];
    return { ...intl.messages, ...(typeof own === 'function' ? {} : own) } as IntlConfig['messages'];
  }, [intl.messages, intl.locale, messages]);
  return (
    <IntlProvider locale={intl.locale} defaultLocale={intl.defaultLocale} messages={merged} onError={intl.onError}>
      {children}
    </IntlProvider>
  );
}
