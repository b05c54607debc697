/** Home (spec 1 §2.5): user info, the modules the role reaches (by the access rule) and the system version. */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { Box, Card, CardContent, Chip, Grid, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { emptyPermissionTree } from '../../authProvider/moduleCatalogue';
import { countSelected, hasAccess } from '../../authProvider/permissions';
import { useSession } from '../session/SessionContext';

function InfoRow({ label, value }: { label: string; value: string | number }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'space-between', py: 0.75, borderBottom: 1, borderColor: 'divider', gap: 2 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 500, textAlign: 'right' }}>{value}</Typography>
    </Box>
  );
}

export function HomePage() {
  const translate = useTranslate();
  const { user, dataInit } = useSession();
  const yesNo = (v: boolean) => translate(v ? 'app.home.yes' : 'app.home.no');
  const permissionCount = countSelected(user.role?.permissions);
  const modules = emptyPermissionTree().filter((module) => hasAccess(user, { module: module.id }));
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={translate('app.home.title')} />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>{translate('app.home.welcome', { name: user.name })}</Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" gutterBottom>{translate('app.home.userInfo')}</Typography>
              <InfoRow label={translate('app.home.name')} value={user.name} />
              <InfoRow label={translate('app.home.username')} value={user.username} />
              <InfoRow label={translate('app.home.email')} value={user.email} />
              <InfoRow label={translate('app.home.role')} value={user.role?.roleName ?? 'N/A'} />
              <InfoRow label={translate('app.home.roleId')} value={user.role?.id ?? 'N/A'} />
              <InfoRow label={translate('app.home.active')} value={yesNo(Boolean(user.role?.active))} />
              <InfoRow label={translate('app.home.permissions')} value={permissionCount} />
              <InfoRow label={translate('app.home.admin')} value={yesNo(user.isAdmin)} />
              <InfoRow label={translate('app.home.version')} value={dataInit.version} />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card>
            <CardContent>
              <Typography variant="h6" gutterBottom>{translate('app.home.access')}</Typography>
              {user.isAdmin && <Chip color="primary" label={translate('app.home.adminAll')} sx={{ mb: 1 }} />}
              {!user.isAdmin && modules.length === 0 && (
                <Typography color="text.secondary" sx={{ py: 2 }}>{translate('app.home.noPermissions')}</Typography>
              )}
              <List dense>
                {modules.map((module) => (
                  <ListItem key={module.id} disableGutters>
                    <ListItemIcon sx={{ minWidth: 36 }}>
                      <CheckCircleIcon color="success" />
                    </ListItemIcon>
                    <ListItemText primary={module.name} secondary={translate('app.home.granted')} />
                  </ListItem>
                ))}
              </List>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
