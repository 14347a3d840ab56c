/**
 * The users search: name, e-mail, role, status and seller, any of them. An empty search is refused
 * ("Completa al menos un campo") rather than read as "everyone": the full list is what the page
 * shows before any search, and "Limpiar" goes back to it. The portal's form chart (machines/form);
 * a valid press hands the values to the list's chart.
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import type { Role, UserStatus } from './users.types.ts';

export interface UserSearch {
  name: string;
  email: string;
  role: Role | '';
  status: UserStatus | '';
  /** The chosen seller's id as the select holds it; '' for none. */
  sellerId: string;
}

export const EMPTY_SEARCH: UserSearch = { name: '', email: '', role: '', status: '', sellerId: '' };

type SearchErrorId = 'users.search.error.atLeastOne';

/** Whether the search names nothing at all. */
export const isEmptySearch = (search: UserSearch): boolean =>
  search.name.trim() === '' && search.email.trim() === '' && search.role === '' && search.status === '' && search.sellerId === '';

export const searchForm: FormDefinition<UserSearch, null, SearchErrorId> = {
  id: 'userSearchForm',
  fields: ['name', 'email', 'role', 'status', 'sellerId'],
  // The whole form's rule, shown under its first field, where the eye starts.
  validate: (values) => ({ name: isEmptySearch(values) ? 'users.search.error.atLeastOne' : undefined }),
  touchOn: 'change',
  revealOnPress: true,
  handsValuesToOwner: true,
};

/** Ends with its values once a search naming something is pressed. */
export const searchFormMachine = createFormMachine<UserSearch, null, SearchErrorId, UserSearch>(searchForm);

export const searchFormSelectors = createFormSelectors(searchForm);
