/**
 * The demo personnel generator (server/officers/generator.ts): deterministic, unique
 * cédulas, every personnel type, Venezuelan geography from the catalogue, adults only,
 * and records the officer form itself accepts.
 */
import { describe, expect, it } from 'vitest';
import { ageOn, gradeOf, TYPE_REGISTER_KEYS, validateOfficer } from '../../resources/officers/validation';
import { STATES } from '../../server/catalogues/geography';
import { DEPENDENCIES } from '../../server/catalogues/organization';
import { RANGE } from '../../server/catalogues/rrhh';
import { generateOfficer, generateOfficers, officerStream, REFERENCE_DATE } from '../../server/officers/generator';

describe('generateOfficers', () => {
  const officers = generateOfficers(2000, 7);

  it('gives the same officers for the same seed, and others for another seed', () => {
    expect(generateOfficers(50, 7)).toEqual(officers.slice(0, 50));
    expect(generateOfficers(50, 8).map((g) => g.officer.firstName)).not.toEqual(officers.slice(0, 50).map((g) => g.officer.firstName));
    // Officer i depends only on (seed, i): a stream from any point gives the same officers.
    expect([...officerStream(3, 7, 1000)]).toEqual(officers.slice(1000, 1003));
    expect(generateOfficer(1999, 7)).toEqual(officers[1999]);
  });

  it('gives every officer a unique cédula, even at benchmark scale', () => {
    expect(new Set(officers.map((g) => g.officer.identification)).size).toBe(officers.length);
    const far = [...officerStream(2000, 7, 98_000)].map((g) => g.officer.identification);
    expect(new Set([...far, ...officers.map((g) => g.officer.identification)]).size).toBe(4000);
    expect(Math.max(...far)).toBeLessThan(2_147_483_647);
  });

  it('covers the six personnel types, police ranks only for police', () => {
    const types = new Set(officers.map((g) => g.officer.typeRegister));
    expect([...types].sort((a, b) => Number(a) - Number(b))).toEqual([...TYPE_REGISTER_KEYS]);
    for (const { officer } of officers) {
      if (officer.typeRegister === 1) expect(RANGE.map((r) => r.key)).toContain(officer.range);
      else expect(officer.range).toBeNull();
    }
    expect(new Set(officers.map((g) => g.officer.range)).size).toBeGreaterThan(5);
  });

  it('places people in real states, municipalities and parishes, and real dependencies', () => {
    for (const { officer } of officers.slice(0, 300)) {
      const state = STATES.find((s) => s.id_estado === officer.stateBirth)!;
      const municipality = state.municipios.find((m) => m.municipio === officer.municipalityBirth)!;
      expect(municipality).toBeDefined();
      if (officer.parishBirth !== null) expect(municipality.parroquias).toContain(officer.parishBirth);
      const [address] = officer.address!;
      expect(STATES.find((s) => s.id_estado === address.state)!.municipios.some((m) => m.municipio === address.municipality)).toBe(true);
      const [dependency] = officer.dependencies!;
      const known = DEPENDENCIES.find((d) => d.key === dependency.value)!;
      expect(known.value).toBe(dependency.label);
      expect(known.subDependencies.map((s) => s.key)).toContain(officer.subDependencies![0].value);
    }
  });

  it('makes adults with plausible dates, families and studies', () => {
    for (const { officer, family, profesionality } of officers) {
      const age = ageOn(officer.dateBirth!, REFERENCE_DATE);
      expect(age).toBeGreaterThanOrEqual(19);
      expect(officer.dateIn! > officer.dateBirth!).toBe(true);
      expect(officer.grade).toBe(gradeOf(profesionality));
      expect(profesionality.length).toBeGreaterThan(0);
      expect(new Set(family.map((m) => m.identification)).size).toBe(family.length);
      for (const child of family.filter((m) => m.parentage === 3)) expect(child.dateBirth > officer.dateBirth!).toBe(true);
    }
    expect(officers.filter((g) => g.family.length > 0).length).toBeGreaterThan(officers.length / 2);
  });

  it('writes records the officer form accepts', async () => {
    for (const { officer, family, profesionality } of officers.slice(0, 100)) {
      const { errors } = await validateOfficer({ ...officer, family, profesionality });
      expect(errors).toEqual([]);
    }
  });
});
