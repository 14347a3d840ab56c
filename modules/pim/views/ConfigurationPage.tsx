/**
 * Configuración PIM: the four sections of the catalogue's configuration as tabs (the kit's
 * StatusTabs), the one shown named by the URL (`?section=brands`), so a reload keeps it. Each
 * section runs its own chart while it is shown.
 */
import { Heading, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ModuleHost } from '../../../src/app/modules/portalModule.ts';
import { StatusTabPanel, StatusTabs } from '../../../src/views/kit/StatusTabs.tsx';
import type { PimFlows } from '../flows.ts';
import { configurationPath, placeOf, SECTIONS } from '../machines/sections.ts';
import { AttributesSection } from './AttributesSection.tsx';
import { BrandsSection } from './BrandsSection.tsx';
import { CategoriesSection } from './CategoriesSection.tsx';
import { ReasonsSection } from './ReasonsSection.tsx';

const TAB_MESSAGES = { label: 'pim.sections', tab: (section: string) => `pim.section.${section}`, count: 'pim.sections.count' };

export function ConfigurationPage({ flows, host, search }: { flows: PimFlows; host: ModuleHost; search: string }) {
  const place = placeOf(search);
  return (
    <Stack gap="5" maxW="5xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          <FormattedMessage id="pim.configuration.title" />
        </Heading>
        <Text color="fg.muted">
          <FormattedMessage id="pim.configuration.intro" />
        </Text>
      </Stack>
      <StatusTabs prefix="pim" tabs={SECTIONS} selected={place.section} counts={null} messages={TAB_MESSAGES} onSelect={(section) => host.navigate(configurationPath({ section }), { replace: true })} />
      <StatusTabPanel prefix="pim" selected={place.section}>
        {place.section === 'categories' && <CategoriesSection logic={flows.categoryTree} host={host} />}
        {place.section === 'attributes' && <AttributesSection logic={flows.attributeEditor} categoryId={place.categoryId} host={host} />}
        {place.section === 'brands' && <BrandsSection list={flows.brandsList} actions={flows.brandActions} search={search} host={host} />}
        {place.section === 'reasons' && <ReasonsSection logic={flows.rejectionReasons} host={host} />}
      </StatusTabPanel>
    </Stack>
  );
}
