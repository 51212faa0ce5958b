export default function AdminApp() {
  return <div className="p-8">Villa Admin Dashboard</div>
}
