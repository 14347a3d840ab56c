/**
 * Configuración > Guías de aprendizaje (modules/learningGuides), mounted by the shell when the path's
 * first segment is `learning-guides`: /learning-guides lists the guides, /learning-guides/<section>
 * edits one with its preview, /learning-guides/<section>/ratings shows how useful its answers were.
 */
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ModuleRootProps, PortalModule } from '../../src/app/modules/portalModule.ts';
import { matchModuleRoute, moduleHome } from '../../shared/modules/moduleRoutes.ts';
import { NotFoundPage } from '../../src/views/kit/NotFoundPage.tsx';
import { createLearningGuidesFlows } from './flows.ts';
import en from './i18n/en.ts';
import esCL from './i18n/es-CL.ts';
import { GuideEditorPage } from './views/GuideEditorPage.tsx';
import { GuideRatingsPage } from './views/GuideRatingsPage.tsx';
import { GuidesListPage } from './views/GuidesListPage.tsx';

const messages: PortalModule['messages'] = { 'es-CL': esCL, en };

function Root({ host, path }: ModuleRootProps) {
  // The charts are provided once per mount with the host the module was mounted with.
  const [flows] = useState(() => createLearningGuidesFlows(host));
  const match = matchModuleRoute('learning-guides', path);
  const intl = useIntl();
  const section = match && 'module' in match.params ? match.params.module : null;
  // The breadcrumb names the section's segment as the section is called in the menu.
  useEffect(() => {
    if (section) host.announceName(section, intl.formatMessage({ id: `learningGuides.section.${section}` }));
  }, [host, intl, section]);
  if (match?.route === '/learning-guides') return <GuidesListPage logic={flows.guidesList} host={host} />;
  if (match?.route === '/learning-guides/$module') return <GuideEditorPage key={match.params.module} logic={flows.guideEditor} module={match.params.module} host={host} />;
  if (match?.route === '/learning-guides/$module/ratings') {
    return <GuideRatingsPage key={match.params.module} logic={flows.guideRatings} module={match.params.module} host={host} />;
  }
  return <NotFoundPage home={moduleHome('learning-guides')} onOpen={(to) => host.navigate(to)} />;
}

const learningGuidesModule: PortalModule = { Root, messages };

export default learningGuidesModule;
