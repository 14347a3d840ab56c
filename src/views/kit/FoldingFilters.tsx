/**
 * A list's filters beyond its search, folded away on a phone behind a "Filtros" button that says how
 * many are applied, so the first screen shows the tabs and the rows rather than a column of
 * controls; from a tablet up they are always shown. The filters stay mounted while folded (their
 * charts keep running), and on a wide screen their controls take part in the bar's own grid.
 */
import { useId, useState } from 'react';
import { Box, Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

export interface FoldingFiltersProps {
  /** How many of the folded filters narrow the list now. */
  applied: number;
  children: React.ReactNode;
}

export function FoldingFilters({ applied, children }: FoldingFiltersProps) {
  // Whether the person unfolded the filters on a phone: the view's own, not a flow's.
  const [unfolded, setUnfolded] = useState(false);
  const id = useId();
  return (
    <>
      <Box hideFrom="md" gridColumn="1 / -1">
        <Button variant="outline" size="sm" aria-expanded={unfolded} aria-controls={id} onClick={() => setUnfolded(!unfolded)}>
          <FormattedMessage id={unfolded ? 'kit.filters.fold' : 'kit.filters.unfold'} values={{ applied }} />
        </Button>
      </Box>
      <Box id={id} display={{ base: unfolded ? 'contents' : 'none', md: 'contents' }}>
        {children}
      </Box>
    </>
  );
}
