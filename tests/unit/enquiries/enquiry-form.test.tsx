import { QueryClientProvider, useMutation } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { toast } from 'sonner'
import { createQueryClient } from '@/lib/query-client'
import { Toaster } from '@/lib/toast'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EnquiryInput, EnquiryOutcome } from '@/features/enquiries/api/create-enquiry'
import { EnquiryForm, heldMessage } from '@/features/enquiries/components/enquiry-form'
import { emptyEnquiry } from '@/features/enquiries/lib/enquiry-form'
import { enquiryFormSchema } from '@/features/enquiries/lib/enquiry-form-schema'

const { createEnquiry } = vi.hoisted(() => ({
  createEnquiry: vi.fn<(input: EnquiryInput) => Promise<EnquiryOutcome | void>>(),
}))

vi.mock('@/features/enquiries/api/create-enquiry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/features/enquiries/api/create-enquiry')>()
  return {
    ...actual,
    useCreateEnquiry: () =>
      useMutation({ mutationFn: createEnquiry, meta: { errorToast: actual.enquiryFailedToast } }),
  }
})

const SUCCESS = "Thank you for your inquiry. We'll get back to you within 24 hours."

function renderForm() {
  // The app's client: a failed mutation's toast comes from its mutation cache.
  const queryClient = createQueryClient()
  render(
    <QueryClientProvider client={queryClient}>
      <EnquiryForm
        formType="general"
        successMessage={SUCCESS}
        submitLabel="Send Message"
        busyLabel="Sending..."
      />
      <Toaster />
    </QueryClientProvider>,
  )
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Full Name'), 'Camille Laurent')
  await user.type(screen.getByLabelText('Email'), 'camille@example.com')
  await user.type(screen.getByLabelText(/Phone/), '+33 6 12 34 56 78')
  await user.type(screen.getByLabelText('Message'), 'A week in July for six guests.')
}

describe('EnquiryForm', () => {
  beforeEach(() => {
    createEnquiry.mockReset()
  })
  afterEach(() => {
    // Sonner keeps active toasts globally; a later test's Toaster would show them again.
    toast.dismiss()
    vi.restoreAllMocks()
  })

  it('sends the enquiry, shows the success toast and clears the fields', async () => {
    const user = userEvent.setup()
    let finish: () => void = () => {}
    createEnquiry.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)))
    renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    finish()

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    expect(createEnquiry.mock.calls[0]?.[0]).toEqual({
      submissionId: expect.stringMatching(
        /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      ),
      formType: 'general',
      name: 'Camille Laurent',
      email: 'camille@example.com',
      phone: '+33 6 12 34 56 78',
      message: 'A week in July for six guests.',
    })
    await waitFor(() => expect(screen.getByLabelText('Full Name')).toHaveValue(''))
    expect(screen.getByLabelText('Email')).toHaveValue('')
    expect(screen.getByLabelText('Message')).toHaveValue('')
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled()
  })

  it('says plainly that a message held for review is safe and will be read in person', async () => {
    const user = userEvent.setup()
    createEnquiry.mockResolvedValue('held')
    renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    expect(screen.getByText(heldMessage())).toBeInTheDocument()
    expect(heldMessage()).toMatch(/no need to send it again/)
  })

  it('adds nothing to the thank-you for a message received as usual', async () => {
    const user = userEvent.setup()
    createEnquiry.mockResolvedValue('received')
    renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    expect(screen.queryByText(heldMessage())).not.toBeInTheDocument()
  })

  it('keeps the fields and shows the error toast when sending fails', async () => {
    const user = userEvent.setup()
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    createEnquiry.mockRejectedValue(new Error('insert failed'))
    renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(
      await screen.findByText('There was an error submitting your inquiry. Please try again.'),
    ).toBeInTheDocument()
    expect(screen.getByLabelText('Full Name')).toHaveValue('Camille Laurent')
    expect(screen.getByLabelText('Message')).toHaveValue('A week in July for six guests.')
    expect(log).toHaveBeenCalled()
  })

  it('retries a failed message with the same id, and gives the next message a new one', async () => {
    const user = userEvent.setup()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    createEnquiry.mockRejectedValueOnce(new Error('network lost')).mockResolvedValue(undefined)
    renderForm()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await screen.findByText('There was an error submitting your inquiry. Please try again.')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    const [first, retry] = createEnquiry.mock.calls.map(([input]) => input.submissionId)
    expect(retry).toBe(first)

    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Send Message' }))
    await waitFor(() => expect(createEnquiry).toHaveBeenCalledTimes(3))
    expect(createEnquiry.mock.calls[2]?.[0].submissionId).not.toBe(first)
  })

  it('sends nothing when the hidden honeypot is filled, yet looks successful', async () => {
    const user = userEvent.setup()
    renderForm()
    await fillIn(user)
    const honeypot = document.body.querySelector<HTMLInputElement>('input[name="company_website"]')
    expect(honeypot).not.toBeNull()
    expect(honeypot).toHaveAttribute('tabindex', '-1')
    await user.type(honeypot!, 'https://spam.example')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument()
    expect(createEnquiry).not.toHaveBeenCalled()
    expect(screen.getByLabelText('Full Name')).toHaveValue('')
  })

  it('where a browser lets an empty form through, says beside each field what is missing', async () => {
    const user = userEvent.setup()
    renderForm()
    // As a browser without constraint validation would.
    document.querySelector('form')!.noValidate = true
    await user.type(screen.getByLabelText('Email'), 'camille@')
    await user.click(screen.getByRole('button', { name: 'Send Message' }))

    const name = screen.getByLabelText('Full Name')
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'))
    expect(name).toHaveAccessibleDescription('Please enter your full name')
    expect(name).toHaveFocus()
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address, such as name@example.com',
    )
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Please enter your message',
    )
    expect(screen.getByLabelText(/Phone/)).not.toHaveAttribute('aria-invalid')
    expect(screen.getByLabelText('Email')).toHaveValue('camille@')
    expect(createEnquiry).not.toHaveBeenCalled()
  })
})

describe('the enquiry form’s checks', () => {
  const problems = (values: Partial<typeof emptyEnquiry>) =>
    enquiryFormSchema()
      .safeParse({ ...emptyEnquiry, ...values })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message])

  it('are the browser’s: required fields, spaces allowed, and an address as type="email" reads it', () => {
    const filled = { name: 'Camille', email: 'camille@example.com', message: 'Hello' }
    expect(problems(filled)).toBeUndefined()
    expect(problems({ ...filled, name: ' ' })).toBeUndefined()
    // type="email" takes an address without a dot in its domain, and no more than one @.
    expect(problems({ ...filled, email: 'camille@localhost' })).toBeUndefined()
    expect(problems({ ...filled, email: 'camille@@example.com' })).toEqual([
      ['email', 'Please enter a valid email address, such as name@example.com'],
    ])
    expect(problems({})).toEqual([
      ['name', 'Please enter your full name'],
      ['email', 'Please enter your email address'],
      ['message', 'Please enter your message'],
    ])
  })
})
