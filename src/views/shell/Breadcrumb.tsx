import { Box, chakra, Link } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { Crumb } from '../../../machines/shell/shell.breadcrumb.ts';
import { crumbText } from './crumbLabel.ts';

const Trail = chakra('ol', { base: { listStyle: 'none', margin: '0', padding: '0', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' } });

/** Where the page is: home, then each titled part of the path; the page itself is not a link. */
export function Breadcrumb({ crumbs }: { crumbs: readonly Crumb[] }) {
  const intl = useIntl();
  if (crumbs.length === 0) return null;
  return (
    <Box as="nav" aria-label={intl.formatMessage({ id: 'shell.breadcrumb.label' })} fontSize="sm" marginBottom="4">
      <Trail>
        {crumbs.map((crumb, index) => (
          <Box as="li" key={crumb.path} display="flex" alignItems="center" gap="2" minWidth="0">
            {index > 0 && (
              <Box as="span" aria-hidden="true" color="fg.muted">
                /
              </Box>
            )}
            {crumb.current ? (
              <Box as="span" aria-current="page" fontWeight="semibold" overflowWrap="anywhere">
                {crumbText(intl, crumb.label)}
              </Box>
            ) : (
              <Link asChild colorPalette="brand" overflowWrap="anywhere">
                <RouterLink to={crumb.path} activeOptions={{ exact: true }}>{crumbText(intl, crumb.label)}</RouterLink>
              </Link>
            )}
          </Box>
        ))}
      </Trail>
    </Box>
  );
}
