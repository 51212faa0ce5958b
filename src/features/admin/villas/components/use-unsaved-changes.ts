import { useEffect, useState } from 'react'
import { useBlocker } from 'react-router-dom'

/**
 * Guards unsaved changes: closing the reload or the tab asks the browser's question, moving to
 * another page of the app is held until the user confirms, and `requestClose` asks before the
 * editor itself closes.
 */
export function useUnsavedChanges(isDirty: boolean, onClose: () => void) {
  const [isAsking, setIsAsking] = useState(false)
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && currentLocation.pathname !== nextLocation.pathname,
  )

  useEffect(() => {
    if (!isDirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [isDirty])

  const requestClose = () => (isDirty ? setIsAsking(true) : onClose())
  const isOpen = isAsking || blocker.state === 'blocked'

  return {
    requestClose,
    confirm: {
      isOpen,
      onKeep: () => {
        setIsAsking(false)
        if (blocker.state === 'blocked') blocker.reset()
      },
      onDiscard: () => {
        setIsAsking(false)
        if (blocker.state === 'blocked') blocker.proceed()
        else onClose()
      },
    },
  }
}
