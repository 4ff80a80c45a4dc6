import { useNavigate, useParams } from 'react-router-dom';
import { AdminPage } from '../features/admin/components/AdminPage';
import { adminViewOf } from '../features/admin/admin-views';

/** /admin/*: the administration area, loaded on demand (000 §2.1); the view is the sub-path. */
export function Component() {
  const params = useParams();
  const navigate = useNavigate();
  return <AdminPage view={adminViewOf(params['*'])} onView={(v) => navigate(`/admin/${v}`)} />;
}
