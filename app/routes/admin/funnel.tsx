export default function AdminFunnel() {
  return null
}
