/**
 * The form of a user, to create one or edit one: names, e-mail, role (among those the person may
 * give), status and seller. The portal's form chart (machines/form) with the rules the server runs
 * too (shared/users/userRules.ts): a seller needs its seller, a staff role may have none, a status
 * must be chosen. Its `submit` (modules/users/actors.ts) sends it and places the server's refusals
 * under their fields (an e-mail another user has is the form's conflict, under the e-mail).
 */
import { createFormMachine, type FormDefinition } from '../../../machines/form/form.machine.ts';
import { createFormSelectors } from '../../../machines/form/form.selectors.ts';
import { userFieldProblems, type UserFieldProblem } from '../../../shared/users/userRules.ts';
import type { Role, UserDetail, UserStatus } from './users.types.ts';

export interface UserFormValues {
  firstName: string;
  lastName: string;
  email: string;
  role: Role | '';
  status: UserStatus | '';
  /** The chosen seller's id as the select holds it; '' for none. */
  sellerId: string;
}

export interface UserFormFacts {
  /** The user edited; null while creating one. */
  userId: number | null;
  /** The roles the person may give. */
  grantableRoles: readonly Role[];
}

/** A new user: nothing chosen yet, not even the status (it must be chosen on purpose). */
export const NEW_USER: UserFormValues = { firstName: '', lastName: '', email: '', role: '', status: '', sellerId: '' };

export const valuesOfUser = ({ user }: UserDetail): UserFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  email: user.email,
  role: user.role,
  status: user.status,
  sellerId: user.seller === null ? '' : String(user.seller.id),
});

/** The message id of a rule's code (the client's rules and the server's 400 details share them). */
export const userFieldMessageId = (code: UserFieldProblem | 'SELLER_NOT_ALLOWED_ADMIN' | 'SELLER_NOT_FOUND' | 'USER_EMAIL_TAKEN' | 'INVALID') =>
  `users.form.error.${code}` as const;

type UserFormErrorId = ReturnType<typeof userFieldMessageId>;

export const userForm: FormDefinition<UserFormValues, UserFormFacts, UserFormErrorId> = {
  id: 'userForm',
  fields: ['firstName', 'lastName', 'email', 'role', 'status', 'sellerId'],
  validate: (values) => {
    const problems = userFieldProblems({ ...values, sellerId: values.sellerId === '' ? null : Number(values.sellerId) });
    // The admin's case has its own words ("No seller is allowed when role is admin").
    return Object.fromEntries(
      Object.entries(problems).map(([field, code]) => [field, userFieldMessageId(code === 'SELLER_NOT_ALLOWED' && values.role === 'admin' ? 'SELLER_NOT_ALLOWED_ADMIN' : code)]),
    );
  },
  touchOn: 'blur',
  revealOnPress: true,
  // A staff role takes no seller: choosing one empties the seller, so a change of mind loses nothing else.
  applyChange: (values, change) => {
    const next = { ...values, ...change };
    return change.role !== undefined && change.role !== 'seller' ? { ...next, sellerId: '' } : next;
  },
};

/** Ends with the user as the server stored them. */
export const userFormMachine = createFormMachine<UserFormValues, UserFormFacts, UserFormErrorId, UserDetail>(userForm);

export const userFormSelectors = createFormSelectors(userForm);
