/**
 * The users search: name, e-mail, role, status and seller. "Buscar" with nothing typed nor chosen
 * says "Completa al menos un campo"; "Limpiar" empties it and lists everyone again.
 */
import { useRef } from 'react';
import { Button, Fieldset, Flex, SimpleGrid } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ROLES } from '../../../shared/access/roles.ts';
import { USER_STATUSES } from '../../../shared/users/userRules.ts';
import { AccountSelectField, AccountTextField } from '../../../src/views/account/AccountField.tsx';
import { useFocusOnInvalid, useFormField, useFormSubmit } from '../../../src/views/form/useForm.ts';
import { searchFormSelectors as selectors } from '../machines/searchForm.ts';
import type { SearchFormRef } from '../machines/users.selectors.ts';
import type { SellerOption } from '../machines/users.types.ts';

export function SearchForm({ form, sellers, onClear }: { form: SearchFormRef; sellers: readonly SellerOption[]; onClear: () => void }) {
  const intl = useIntl();
  const name = useFormField(form, selectors, 'name');
  const email = useFormField(form, selectors, 'email');
  const role = useFormField(form, selectors, 'role');
  const status = useFormField(form, selectors, 'status');
  const seller = useFormField(form, selectors, 'sellerId');
  const { onSubmit } = useFormSubmit(form, selectors);
  const nameRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  useFocusOnInvalid(form, { name: nameRef });
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('users.search.label')}>
      <Fieldset.Root>
        <Fieldset.Legend srOnly>{t('users.search.label')}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          <AccountTextField label={t('users.field.name')} required={false} readOnly={false} inputRef={nameRef} maxLength={100} {...name} />
          <AccountTextField label={t('users.field.email')} required={false} readOnly={false} maxLength={254} {...email} />
          <AccountSelectField
            label={t('users.field.role')}
            readOnly={false}
            placeholder={t('users.search.anyRole')}
            options={ROLES.map((value) => ({ value, label: t(`users.role.${value}`) }))}
            {...role}
            onChange={(value) => role.onChange(value as typeof role.value)}
          />
          <AccountSelectField
            label={t('users.field.status')}
            readOnly={false}
            placeholder={t('users.search.anyStatus')}
            options={USER_STATUSES.map((value) => ({ value, label: t(`users.status.${value}`) }))}
            {...status}
            onChange={(value) => status.onChange(value as typeof status.value)}
          />
          <AccountSelectField
            label={t('users.field.seller')}
            readOnly={false}
            placeholder={t('users.search.anySeller')}
            options={sellers.map((option) => ({ value: String(option.id), label: option.name }))}
            {...seller}
          />
        </SimpleGrid>
        <Flex gap="2" marginTop="3">
          <Button type="submit" colorPalette="brand">
            <FormattedMessage id="users.search.submit" />
          </Button>
          <Button type="button" variant="outline" onClick={onClear}>
            <FormattedMessage id="users.search.clear" />
          </Button>
        </Flex>
      </Fieldset.Root>
    </form>
  );
}
