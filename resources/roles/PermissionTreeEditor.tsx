/**
 * The role's permission tree (spec 1 §3.3, §4): modules > sub-modules > internal
 * modules > permissions (Registrar, Consultar, Editar) as nested checkboxes that expand
 * and collapse. Every change goes through `toggleNode`, which applies the cascade rules:
 * a module, sub-module or internal module passes its new state to all its descendants
 * (a module also becomes configured); a permission flips alone; selecting any node also
 * selects its ancestors. The counter and each module's chip count what the role reaches
 * under the access rule (a node counts only with all its ancestors selected).
 */
import UnfoldLessIcon from '@mui/icons-material/UnfoldLess';
import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import { Box, Button, Checkbox, Chip, Collapse, FormControlLabel, Paper, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { InternalModuleNode, ModuleNode, PermissionTree, SubModuleNode } from '../../authProvider/moduleCatalogue';
import { moduleReach, toggleNode, type TreeNodePath } from '../../authProvider/permissions';
import { PermissionTreeRow } from './PermissionTreeRow';

export interface PermissionTreeEditorProps {
  value: PermissionTree;
  onChange: (tree: PermissionTree) => void;
  disabled?: boolean;
}

type AnyNode = ModuleNode | SubModuleNode | InternalModuleNode;

function childrenOf(node: AnyNode): AnyNode[] {
  if ('subModules' in node) return node.subModules;
  if ('internalModules' in node) return node.internalModules;
  return [];
}

/** [selected, total] over a node and everything below it. */
function tally(node: AnyNode): [number, number] {
  let selected = node.selected ? 1 : 0;
  let total = 1;
  if ('permissions' in node) {
    selected += node.permissions.filter((p) => p.selected).length;
    total += node.permissions.length;
  }
  for (const child of childrenOf(node)) {
    const [s, t] = tally(child);
    selected += s;
    total += t;
  }
  return [selected, total];
}

const hasSelectedBelow = (node: AnyNode) => tally(node)[0] > (node.selected ? 1 : 0);

/** Every expandable node's key, for 'Expandir todo'. */
function expandableKeys(tree: PermissionTree): string[] {
  const keys: string[] = [];
  tree.forEach((m, mi) => {
    if (m.subModules.length) keys.push(`${mi}`);
    m.subModules.forEach((s, si) => {
      if (s.internalModules.length) keys.push(`${mi}-${si}`);
    });
  });
  return keys;
}

function InternalRow({ node, path, indexPath, toggle, disabled }: {
  node: InternalModuleNode; path: string; indexPath: [number, number, number]; toggle: (p: TreeNodePath) => void; disabled?: boolean;
}) {
  const here = `${path} / ${node.name}`;
  return (
    <PermissionTreeRow name={node.name} path={here} selected={node.selected} partial={hasSelectedBelow(node)} onToggle={() => toggle(indexPath)} disabled={disabled}>
      {node.permissions.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5, pl: { xs: 5, sm: 0 } }}>
          {node.permissions.map((permission, pi) => (
            <FormControlLabel
              key={permission.id}
              label={<Typography variant="body2">{permission.name}</Typography>}
              sx={{ mr: 1.5 }}
              control={
                <Checkbox
                  size="small"
                  color="secondary"
                  checked={permission.selected}
                  onChange={() => toggle([...indexPath, pi])}
                  disabled={disabled}
                  slotProps={{ input: { 'aria-label': `${here} / ${permission.name}` } }}
                />
              }
            />
          ))}
        </Box>
      )}
    </PermissionTreeRow>
  );
}

/** What the role reaches of a module: all of it, part of it, or nothing although something below is ticked. */
function ReachChip({ module }: { module: ModuleNode }) {
  const translate = useTranslate();
  const { reached, total } = moduleReach(module);
  if (module.selected) {
    const full = reached === total;
    return (
      <Chip
        size="small"
        variant="outlined"
        color={full ? 'success' : 'info'}
        label={translate(full ? 'app.roles.tree.reachFull' : 'app.roles.tree.reachPartial', { reached, total })}
      />
    );
  }
  return hasSelectedBelow(module) ? <Chip size="small" variant="outlined" color="warning" label={translate('app.roles.tree.reachNone')} /> : null;
}

const nested = { pl: { xs: 1.5, sm: 3 }, ml: 2, borderLeft: 1, borderColor: 'divider' } as const;

export function PermissionTreeEditor({ value, onChange, disabled }: PermissionTreeEditorProps) {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState<Set<string>>(() => new Set());
  const toggle = (indexPath: TreeNodePath) => onChange(toggleNode(value, indexPath));
  const flip = (key: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  const [selected, total] = value.reduce(([s, t], m) => {
    const { reached, total: moduleTotal } = moduleReach(m);
    return [s + reached, t + moduleTotal];
  }, [0, 0]);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>{translate('app.roles.tree.title')}</Typography>
          <Typography variant="body2" color="text.secondary">{translate('app.roles.tree.selectedCount', { selected, total })}</Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button size="small" startIcon={<UnfoldMoreIcon />} onClick={() => setExpanded(new Set(expandableKeys(value)))}>
            {translate('app.roles.tree.expandAll')}
          </Button>
          <Button size="small" startIcon={<UnfoldLessIcon />} onClick={() => setExpanded(new Set())}>
            {translate('app.roles.tree.collapseAll')}
          </Button>
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>{translate('app.roles.tree.help')}</Typography>
      <Box sx={{ display: 'grid', gap: 1 }}>
        {value.map((module, mi) => {
          const moduleKey = `${mi}`;
          const open = expanded.has(moduleKey);
          return (
            <Paper key={module.id} variant="outlined" sx={{ px: 1, py: 0.5, bgcolor: module.selected ? 'action.hover' : 'transparent' }}>
              <PermissionTreeRow
                name={module.name}
                path={module.name}
                selected={module.selected}
                partial={hasSelectedBelow(module)}
                onToggle={() => toggle([mi])}
                disabled={disabled}
                strong
                expanded={open}
                onExpand={module.subModules.length ? () => flip(moduleKey) : undefined}
              >
                <ReachChip module={module} />
              </PermissionTreeRow>
              {module.subModules.length > 0 && (
                <Collapse in={open} unmountOnExit>
                  <Box sx={nested}>
                    {module.subModules.map((sub, si) => {
                      const subKey = `${mi}-${si}`;
                      const subOpen = expanded.has(subKey);
                      const subPath = `${module.name} / ${sub.name}`;
                      return (
                        <Box key={sub.id}>
                          <PermissionTreeRow
                            name={sub.name}
                            path={subPath}
                            selected={sub.selected}
                            partial={hasSelectedBelow(sub)}
                            onToggle={() => toggle([mi, si])}
                            disabled={disabled}
                            expanded={subOpen}
                            onExpand={sub.internalModules.length ? () => flip(subKey) : undefined}
                          />
                          {sub.internalModules.length > 0 && (
                            <Collapse in={subOpen} unmountOnExit>
                              <Box sx={nested}>
                                {sub.internalModules.map((internal, ii) => (
                                  <InternalRow key={internal.id} node={internal} path={subPath} indexPath={[mi, si, ii]} toggle={toggle} disabled={disabled} />
                                ))}
                              </Box>
                            </Collapse>
                          )}
                        </Box>
                      );
                    })}
                  </Box>
                </Collapse>
              )}
            </Paper>
          );
        })}
      </Box>
    </Box>
  );
}
