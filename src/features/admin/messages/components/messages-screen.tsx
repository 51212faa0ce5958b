import { Inbox } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { AdminPageHeader } from '@/features/admin/layout/components/admin-page-header'
import {
  AdminEmpty,
  AdminError,
  AdminLoading,
} from '@/features/admin/layout/components/admin-page-states'
import { useMessages, type ContactMessage } from '../api/get-messages'
import { unreadCount, type FormType } from '../lib/message-status'
import { MessageCard } from './message-card'

const TABS: readonly { formType: FormType; label: string; empty: string }[] = [
  { formType: 'general', label: 'General Inquiries', empty: 'No general inquiries yet' },
  { formType: 'concierge', label: 'Concierge Requests', empty: 'No concierge requests yet' },
]

/** Messages: the enquiries of the two forms, newest first, with their unread counts. */
export function MessagesScreen() {
  const messages = useMessages()
  const header = (
    <AdminPageHeader
      title="Messages"
      description="Enquiries sent from the contact and concierge forms."
    />
  )

  if (messages.isPending)
    return (
      <>
        {header}
        <AdminLoading />
      </>
    )
  if (messages.isError)
    return (
      <>
        {header}
        <AdminError message="Failed to load messages" onRetry={() => messages.refetch()} />
      </>
    )

  return (
    <>
      {header}
      <Tabs defaultValue="general">
        <TabsList className="grid h-auto w-full grid-cols-2 sm:inline-flex sm:w-auto">
          {TABS.map((tab) => {
            const count = unreadCount(messages.data, tab.formType)
            return (
              <TabsTrigger
                key={tab.formType}
                value={tab.formType}
                className="whitespace-normal px-2 text-xs sm:px-3 sm:text-sm"
              >
                {tab.label}
                <Badge variant={count > 0 ? 'destructive' : 'secondary'} className="px-1.5">
                  {count}
                  <span className="sr-only"> unread</span>
                </Badge>
              </TabsTrigger>
            )
          })}
        </TabsList>
        {TABS.map((tab) => (
          <TabsContent key={tab.formType} value={tab.formType}>
            <MessageList
              messages={messages.data.filter((m) => m.form_type === tab.formType)}
              label={tab.label}
              empty={tab.empty}
            />
          </TabsContent>
        ))}
      </Tabs>
    </>
  )
}

function MessageList(props: { messages: ContactMessage[]; label: string; empty: string }) {
  if (props.messages.length === 0)
    return <AdminEmpty icon={Inbox} title={props.empty} description="New enquiries appear here." />
  return (
    <ul className="space-y-4" aria-label={props.label}>
      {props.messages.map((message) => (
        <li key={message.id}>
          <MessageCard message={message} />
        </li>
      ))}
    </ul>
  )
}
