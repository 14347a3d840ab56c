import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import {
  selectAwaitingRegion,
  selectCommunes,
  selectLoadingCommunes,
  selectNoCommunes,
  selectOptionsRegion,
} from '../../../../machines/communeOptions/communeOptions.selectors.ts';
import { useSignupLogic, useSignupReference } from '../SignupLogicContext.tsx';
import { SelectField } from './SelectField.tsx';
import { changeFields, textOf, useStepField, type StepFormRef } from './useStepField.ts';
import { useFlowActor } from '../../inspection/useFlowActor.ts';

export interface RegionCommuneFieldsProps {
  form: StepFormRef;
  /** The step form's region field (a 2-digit CUT code). */
  regionName: string;
  /** Its commune field (a 5-digit CUT code), which the form empties when the region changes. */
  communeName: string;
  regionLabelId: string;
  communeLabelId: string;
  /**
   * Fields that also keep the chosen names as shown (the warehouse's nameRegion and nameComune):
   * each choice then sets code and name together.
   */
  nameFields?: { region: string; commune: string };
}

/**
 * A region select and the commune select it drives. The communes come from a `communeOptions`
 * actor that follows the form's region: a change of region empties the list and loads the new one;
 * a region with no communes (or whose communes could not be loaded) offers the single "no commune"
 * option, and the commune stays empty.
 */
export function RegionCommuneFields({ form, regionName, communeName, regionLabelId, communeLabelId, nameFields }: RegionCommuneFieldsProps) {
  const { regions } = useSignupReference();
  const region = textOf(useStepField(form, regionName).value);
  const options = useFlowActor(useSignupLogic().communeOptions, { input: { region } });
  const communes = useSelector(options, selectCommunes);
  const loading = useSelector(options, selectLoadingCommunes);
  const awaitingRegion = useSelector(options, selectAwaitingRegion);
  const noCommunes = useSelector(options, selectNoCommunes);

  // The list follows the form's region, whoever changed it (a choice here, a restored draft).
  useEffect(() => {
    if (selectOptionsRegion(options.getSnapshot()) !== region) options.send({ type: 'region.changed', region });
  }, [options, region]);

  const chooseRegion = nameFields
    ? (code: string) =>
        changeFields(form, {
          [regionName]: code,
          [nameFields.region]: regions.find((candidate) => candidate.code === code)?.name ?? '',
          [communeName]: '',
          [nameFields.commune]: '',
        })
    : undefined;
  const chooseCommune = nameFields
    ? (code: string) =>
        changeFields(form, {
          [communeName]: code,
          [nameFields.commune]: communes.find((candidate) => candidate.code === code)?.name ?? '',
        })
    : undefined;

  const communePlaceholder = awaitingRegion
    ? 'signupSteps.commune.chooseRegionFirst'
    : loading
      ? 'signupSteps.commune.loading'
      : noCommunes
        ? 'signupSteps.commune.none'
        : 'signupSteps.commune.placeholder';

  return (
    <>
      <SelectField
        form={form}
        name={regionName}
        labelId={regionLabelId}
        options={regions.map(({ code, name }) => ({ value: code, label: name }))}
        placeholderId="signupSteps.region.placeholder"
        onSelect={chooseRegion}
      />
      <SelectField
        form={form}
        name={communeName}
        labelId={communeLabelId}
        options={communes.map(({ code, name }) => ({ value: code, label: name }))}
        placeholderId={communePlaceholder}
        disabled={awaitingRegion || loading}
        onSelect={chooseCommune}
      />
    </>
  );
}
