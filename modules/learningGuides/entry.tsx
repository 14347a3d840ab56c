/**
 * Configuración > Guías de aprendizaje (modules/learningGuides), mounted by the shell when the path's
 * first segment is `learning-guides`: /learning-guides lists the guides, /learning-guides/<section>
 * edits one with its preview, /learning-guides/<section>/ratings shows how useful its answers were.
 */
import { useEffect, useState } from 'react';
import { Button, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { createLearningGuidesFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { routeOf } from './routeOf.ts';
import { GuideEditorPage } from './views/GuideEditorPage.tsx';
import { GuideRatingsPage } from './views/GuideRatingsPage.tsx';
import { GuidesListPage } from './views/GuidesListPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

function Root({ host, path }: ModuleRootProps) {
  // The charts are provided once per mount with the host the module was mounted with.
  const [flows] = useState(() => createLearningGuidesFlows(host));
  const route = routeOf(path);
  const intl = useIntl();
  const section = 'module' in route ? route.module : null;
  // The breadcrumb names the section's segment as the section is called in the menu.
  useEffect(() => {
    if (section) host.announceName(section, intl.formatMessage({ id: `learningGuides.section.${section}` }));
  }, [host, intl, section]);
  if (route.page === 'list') return <GuidesListPage logic={flows.guidesList} host={host} />;
  if (route.page === 'editor') return <GuideEditorPage key={route.module} logic={flows.guideEditor} module={route.module} host={host} />;
  if (route.page === 'ratings') return <GuideRatingsPage key={route.module} logic={flows.guideRatings} module={route.module} host={host} />;
  return (
    <Stack gap="3">
      <Text>
        <FormattedMessage id="learningGuides.notFound" />
      </Text>
      <Button alignSelf="flex-start" onClick={() => host.navigate('/learning-guides')}>
        <FormattedMessage id="learningGuides.back" />
      </Button>
    </Stack>
  );
}

const learningGuidesModule: PortalModule = { Root, messages };

export default learningGuidesModule;
