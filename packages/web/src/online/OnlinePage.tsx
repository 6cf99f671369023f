export function OnlineMatchPage({ match }: { match: string; spectate: boolean }) {
  return <div className="page">Match {match}</div>;
}
export function JoinPage() {
  return <div className="page">Join</div>;
}
