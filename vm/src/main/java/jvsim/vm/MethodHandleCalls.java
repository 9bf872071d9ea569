package jvsim.vm;

/**
 * The JVM side of java.lang.invoke's signature-polymorphic methods of MethodHandle, as HotSpot
 * implements them: the JDK's own LambdaForms (pregenerated holder methods, or classes the JDK
 * spins) run as ordinary bytecode, and the VM supplies the intrinsics they are built on.
 * <ul>
 * <li>{@code invokeBasic}: calls the handle's {@code form.vmentry} method with the same arguments
 *     (the handle first);</li>
 * <li>{@code linkToStatic/Special/Virtual/Interface}: the trailing argument is a resolved
 *     MemberName; calls its method (selected by the receiver's class for Virtual and Interface)
 *     with the other arguments;</li>
 * <li>{@code invokeExact/invoke}: linked once per call site through the up-call
 *     {@code MethodHandleNatives.linkMethod}, which returns an invoker method and an appendix (its
 *     MethodType, for the type check); the invoker gets the arguments plus the appendix.</li>
 * </ul>
 * A resolved MemberName's method is the {@code meta} of its {@code method} field, a
 * ResolvedMethodName (HotSpot's vmtarget), set by the natives' MethodHandleNatives.resolve/init.
 */
final class MethodHandleCalls {
    static final String METHOD_HANDLE = "java/lang/invoke/MethodHandle";
    private static final int INVOKE_BASIC = 0, LINK_STATIC = 1, LINK_SPECIAL = 2, LINK_VIRTUAL = 3, LINK_INTERFACE = 4, INVOKE = 5;
    private static final int REF_INVOKE_VIRTUAL = 5;

    private final Vm vm;

    MethodHandleCalls(Vm vm) { this.vm = vm; }

    /** A polymorphic call site, cached in its MethodRef. */
    static final class Site {
        final int kind;
        final String name, desc;
        /** Argument slots per the call-site descriptor, receiver included. */
        final int slots;
        /** invokeExact/invoke: the linked invoker and appendix, valid while {@link Vm#restores} equals epoch. */
        VmMethod invoker;
        VmObject appendix;
        int epoch = -1;

        Site(int kind, String name, String desc, int slots) { this.kind = kind; this.name = name; this.desc = desc; this.slots = slots; }
    }

    /**
     * Executes the call of polymorphic method target at f's pc (operands on f's stack). Returns the
     * frame to continue with (the callee, or frames pushed to run first, after which the call
     * executes again), or null to leave the interpreter loop (see Interpreter#invoke).
     */
    Frame call(VmThread t, Frame f, MethodRef mr, VmClass cls, int cpIndex) {
        Site s = mr.polySite;
        if (s == null) {
            s = site(mr.method, cls, cpIndex);
            mr.polySite = s;
        }
        Interpreter in = vm.interpreter;
        int base = f.sp - s.slots;
        switch (s.kind) {
            case INVOKE_BASIC: {
                VmObject mh = f.r[base];
                if (mh == null) throw Interpreter.npe();
                return in.invoke(t, f, checked(entryOf(mh), s), base);
            }
            case LINK_STATIC: case LINK_SPECIAL: case LINK_VIRTUAL: case LINK_INTERFACE: {
                VmObject mn = f.r[f.sp - 1];
                VmMethod m = methodOf(mn);
                if (s.kind == LINK_STATIC) {
                    if (m.owner.initState != VmClass.INITIALIZED && in.init.ensure(t, m.owner)) return initWait(t);
                } else {
                    VmObject recv = f.r[base];
                    if (recv == null) throw Interpreter.npe();
                    if (s.kind != LINK_SPECIAL) m = select(recv.cls, m, s.kind == LINK_INTERFACE);
                }
                // the MemberName is no argument of the target
                f.sp--;
                f.r[f.sp] = null;
                if (m.argSlots != s.slots - 1) throw mismatch(m, s);
                return in.invoke(t, f, m, base);
            }
            default: {
                if (f.r[base] == null) throw Interpreter.npe();
                if (s.epoch != vm.restores) {
                    if (f.aux instanceof UpcallResult) {
                        UpcallResult u = (UpcallResult) f.aux;
                        f.aux = null;
                        s.invoker = methodOf(u.value);
                        s.appendix = u.appendix.r[0];
                        s.epoch = vm.restores;
                    } else {
                        return linkMethod(t, f, cls, s);
                    }
                }
                VmMethod inv = s.invoker;
                if (inv.argSlots != s.slots + (s.appendix != null ? 1 : 0)) throw mismatch(inv, s);
                return s.appendix == null ? in.invoke(t, f, inv, base) : invokeAppending(t, f, inv, base, s.appendix);
            }
        }
    }

    private Site site(VmMethod target, VmClass cls, int cpIndex) {
        org.apache.bcel.classfile.ConstantCP ref = (org.apache.bcel.classfile.ConstantCP) cls.cp.getConstant(cpIndex);
        org.apache.bcel.classfile.ConstantNameAndType nt = (org.apache.bcel.classfile.ConstantNameAndType) cls.cp.getConstant(ref.getNameAndTypeIndex());
        String desc = nt.getSignature(cls.cp);
        int slots = Descriptors.parse(desc).slots;
        int kind;
        switch (target.name) {
            case "invokeBasic": kind = INVOKE_BASIC; break;
            case "linkToStatic": kind = LINK_STATIC; break;
            case "linkToSpecial": kind = LINK_SPECIAL; break;
            case "linkToVirtual": kind = LINK_VIRTUAL; break;
            case "linkToInterface": kind = LINK_INTERFACE; break;
            case "invokeExact": case "invoke": kind = INVOKE; break;
            default: throw new ThrowNew("java/lang/UnsatisfiedLinkError", "'" + target.externalSignature() + "'");
        }
        if (!target.isStatic()) slots++;
        return new Site(kind, target.name, desc, slots);
    }

    /** Virtual or interface selection for the receiver's class (JVMS 5.4.6). */
    private static VmMethod select(VmClass rc, VmMethod m, boolean iface) {
        if (m.isPrivate() || m.isInit()) return m;
        if (iface && !rc.isSubclassOf(m.owner))
            throw new ThrowNew("java/lang/IncompatibleClassChangeError", "Class " + rc.javaName() + " does not implement the requested interface " + m.owner.javaName());
        VmMethod sel = rc.selectVirtual(m.name + m.desc);
        return sel != null ? sel : m;
    }

    /**
     * The up-call MethodHandleNatives.linkMethod(callerClass, REF_invokeVirtual, MethodHandle.class,
     * name, descriptor, appendix[1]) in a frame that hands its result back to f, whose call then
     * executes again.
     */
    private Frame linkMethod(VmThread t, Frame f, VmClass caller, Site s) {
        VmClass natives = vm.known.methodHandleNatives.get();
        if (natives.initState != VmClass.INITIALIZED && vm.interpreter.init.ensure(t, natives)) return initWait(t);
        VmMethod link = vm.known.mhnLinkMethod.get();
        VmObject appendix = vm.heap.newArray(vm.classes.arrayOf(vm.classes.objectClass()), 1);
        Frame up = upcall(t, f, link, appendix);
        up.r[0] = caller.mirror;
        up.p[1] = REF_INVOKE_VIRTUAL;
        up.r[2] = vm.known.methodHandle.mirror();
        up.r[3] = vm.heap.intern(s.name);
        up.r[4] = vm.strings.newString(s.desc);
        up.r[5] = appendix;
        return up;
    }

    /** Pushes a frame for m whose result goes to f's aux as an {@link UpcallResult} (see Frame.UPCALL). */
    private static Frame upcall(VmThread t, Frame f, VmMethod m, VmObject appendix) {
        Frame up = new Frame(m);
        up.kind = Frame.UPCALL;
        up.aux = appendix;
        up.caller = f;
        up.depth = t.depth + 1;
        t.top = up;
        t.depth++;
        return up;
    }

    /** Calls target with the arguments at f's [base, sp) followed by extra. */
    private static Frame invokeAppending(VmThread t, Frame f, VmMethod target, int base, VmObject extra) {
        if (target.code == null || target.nativeImpl != null || target.isSynchronized)
            throw new VmInternalError("invoker method must be plain bytecode: " + target);
        if (t.depth >= t.stackLimit) {
            t.stackLimit = t.depth + 256; // room to construct the error
            throw new ThrowNew("java/lang/StackOverflowError", null);
        }
        Frame nf = new Frame(target);
        int n = target.argSlots - 1;
        for (int i = 0; i < n; i++) {
            nf.p[i] = f.p[base + i];
            nf.r[i] = f.r[base + i];
            f.r[base + i] = null;
        }
        nf.r[n] = extra;
        f.sp = base;
        nf.caller = f;
        nf.depth = f.depth + 1;
        t.top = nf;
        t.depth++;
        return nf;
    }

    private Frame initWait(VmThread t) {
        if (t.atPoint || t.state != VmThread.State.RUNNABLE) return null;
        return t.top;
    }

    /** The method a handle's LambdaForm enters through. */
    private VmMethod entryOf(VmObject mh) {
        VmObject form = vm.known.methodHandleForm.get(mh);
        VmObject entry = form == null ? null : vm.known.lambdaFormVmentry.get(form);
        if (entry == null) throw new ThrowNew("java/lang/InternalError", "method handle without a prepared LambdaForm");
        return methodOf(entry);
    }

    /** The method of a resolved MemberName. */
    VmMethod methodOf(VmObject memberName) {
        if (memberName == null) throw Interpreter.npe();
        VmObject rmn = vm.known.memberNameMethod.get(memberName);
        if (rmn == null || !(rmn.meta instanceof VmMethod)) throw new ThrowNew("java/lang/InternalError", "MemberName not resolved to a method");
        return (VmMethod) rmn.meta;
    }

    private static VmMethod checked(VmMethod m, Site s) {
        if (m.argSlots != s.slots) throw mismatch(m, s);
        return m;
    }

    private static ThrowNew mismatch(VmMethod m, Site s) {
        return new ThrowNew("java/lang/InternalError", "jvsim: " + s.name + s.desc + " cannot call " + m);
    }

    /** The result of an up-call frame, left in its caller's aux for the call that executes again. */
    static final class UpcallResult {
        final VmObject value;
        /** The array the up-call filled with its second result (the appendix), or null. */
        final VmObject appendix;

        UpcallResult(VmObject value, VmObject appendix) { this.value = value; this.appendix = appendix; }
    }
}
