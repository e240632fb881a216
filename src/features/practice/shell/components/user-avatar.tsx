import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar"

/** The avatar menu trigger's look, shared by the stand-in (user-menu.tsx) and the Radix trigger. */
export const userMenuTriggerClass = "rounded-full outline-offset-2"

/** The trigger's face: the Google photo, else the e-mail's first letter. */
export function UserAvatar({ email, avatarUrl }: { email: string; avatarUrl?: string | null }) {
  return (
    <Avatar className="size-9!">
      {avatarUrl ? <AvatarImage src={avatarUrl} alt="" /> : null}
      <AvatarFallback className="text-sm">{(email[0] ?? "?").toUpperCase()}</AvatarFallback>
    </Avatar>
  )
}
