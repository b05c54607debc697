/** 'Datos Físicos': measures, traits, sizes, marks and the four health lists (RRHH §3.3, §5.3). */
import AccessibilityNewIcon from '@mui/icons-material/AccessibilityNew';
import { Divider } from '@mui/material';
import type { OfficerRecord } from '../api';
import { ChipList, Field, FieldGrid, ViewCard } from './ViewCard';
import { useViewFormat } from './useViewFormat';

const F = 'app.officers.detail.fields';
const TRAITS = ['psychomotricity', 'skinColor', 'hairColor', 'eyeColor', 'shirtSize', 'pantSize', 'capSize', 'shoesSize'] as const;
const HEALTH = [
  ['haveAllergy', 'allergies'],
  ['haveTreatments', 'treatments'],
  ['havePatology', 'patologies'],
  ['haveConditionPhysical', 'conditionPhysical'],
] as const;

export function PhysicalCard({ officer }: { officer: OfficerRecord }) {
  const format = useViewFormat();
  const physical = officer.physical ?? {};
  return (
    <ViewCard title="app.officers.detail.cards.physical" icon={<AccessibilityNewIcon />} testId="card-physical">
      <FieldGrid columns={3}>
        <Field label={`${F}.height`}>{format.measure('cm', physical.height)}</Field>
        <Field label={`${F}.weight`}>{format.measure('kg', physical.weight)}</Field>
        <Field label={`${F}.bloodType`}>{format.label('bloodType', physical.bloodType ?? officer.bloodType)}</Field>
        {TRAITS.map((trait) => (
          <Field key={trait} label={`${F}.${trait}`}>{format.label(trait, physical[trait])}</Field>
        ))}
        {physical.braSize && <Field label={`${F}.braSize`}>{physical.braSize}</Field>}
        <Field label={`${F}.tattoo`}>{format.yesWhere(physical.haveTattoo, physical.whereTattoo)}</Field>
        <Field label={`${F}.piercing`}>{format.yesWhere(physical.havePiercing, physical.wherePiercing)}</Field>
        <Field label={`${F}.physicalProblem`}>{format.yesWhere(physical.physicalProblem, physical.whereProblem)}</Field>
      </FieldGrid>
      <Divider sx={{ my: 1.5 }} />
      <FieldGrid>
        {HEALTH.map(([answer, list]) => (
          <Field key={list} label={`${F}.${list}`}>
            <ChipList items={physical[answer] ? (physical[list] ?? []) : []} />
          </Field>
        ))}
      </FieldGrid>
    </ViewCard>
  );
}
