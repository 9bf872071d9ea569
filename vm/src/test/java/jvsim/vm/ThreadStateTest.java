package jvsim.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A thread's state, an operation and an outcome are each copied whole: every field of
 * {@link ThreadState} is saved and restored by a checkpoint and seen by the state hash (unless it
 * says why not), every other mutable field of {@link VmThread} lives within one step, and every
 * field of {@link Op} and {@link Outcome} is copied (and reset by {@link Op#set}). The fields are
 * found by reflection, so a field added without its copy, or its hash, fails here.
 */
class ThreadStateTest {
    @TempDir
    Path dir;
    Vm vm;
    VmThread main, other;
    VmClass longArray;
    VmMethod method;

    @BeforeEach
    void vmWithTwoThreads() throws Exception {
        vm = new TestClasses(dir).vm();
        vm.config.earlyTimeouts = 1; // the wait's start is hashed only then
        longArray = vm.classes.load("[J");
        method = vm.classes.load("java/lang/Object").findMethod("hashCode", "()I");
        main = vm.newThread(null);
        other = vm.newThread(main);
        // a state in which every conditionally hashed field is hashed: at a point, waiting with a deadline, guarded
        main.atPoint = true;
        main.pending.set(Op.READ, object(), 3, method, 0);
        main.wakeAt = 5;
        main.guard = List.of(main.pending.copy());
        main.top = new Frame(method);
    }

    private VmObject object() { return vm.heap.newArray(longArray, 1); }

    private static List<Field> fields(Class<?> c) {
        List<Field> out = new ArrayList<>();
        for (Field f : c.getDeclaredFields()) {
            if (Modifier.isStatic(f.getModifiers())) continue;
            f.setAccessible(true);
            out.add(f);
        }
        assertFalse(out.isEmpty());
        return out;
    }

    @Test
    void everyFieldOfAThreadsStateIsSavedRestoredAndHashed() throws Exception {
        for (Field f : fields(ThreadState.class)) {
            long hash = vm.stateHasher().fullHash();
            Checkpoint saved = new Checkpoint(vm);
            Object before = value(f.get(main));
            mutate(f, main);
            assertNotEquals(before, value(f.get(main)), f.getName() + ": the test's change changed nothing");
            long changed = vm.stateHasher().fullHash();
            if (f.isAnnotationPresent(ThreadState.NotHashed.class)) assertEquals(hash, changed, f.getName() + " is marked not hashed, but the hash sees it");
            else assertNotEquals(hash, changed, f.getName() + " is not hashed (hash it in ThreadState.hash, or mark it NotHashed with the reason)");
            saved.restore();
            assertEquals(before, value(f.get(main)), f.getName() + " is not restored (copy it in ThreadState.copyFrom)");
            assertEquals(hash, vm.stateHasher().fullHash(), f.getName() + ": the restored state hashes differently");
        }
    }

    @Test
    void everyOtherMutableFieldOfAThreadLivesWithinAStep() {
        for (Field f : fields(VmThread.class)) {
            if (Modifier.isFinal(f.getModifiers())) continue;
            assertTrue(f.isAnnotationPresent(ThreadState.StepLocal.class),
                    "VmThread." + f.getName() + " is mutable: move it to ThreadState (saved, restored, hashed) or mark it StepLocal with the reason");
        }
        for (Field f : fields(ThreadState.class)) assertFalse(f.isAnnotationPresent(ThreadState.StepLocal.class), f.getName());
    }

    @Test
    void aRestoreClearsTheStepsGrant() {
        Checkpoint saved = new Checkpoint(vm);
        main.granted = true;
        main.executing = main.pending.copy();
        saved.restore();
        assertFalse(main.granted);
        assertEquals(null, main.executing);
    }

    @Test
    void everyFieldOfAnOperationIsCopiedAndResetBySet() throws Exception {
        for (Field f : fields(Op.class)) {
            Op op = new Op();
            op.set(Op.WRITE, object(), 7, method, 2);
            Object initial = value(f.get(op));
            mutate(f, op);
            Object changed = value(f.get(op));
            assertNotEquals(initial, changed, f.getName() + ": the test's change changed nothing");
            Op copy = op.copy();
            assertEquals(changed, value(f.get(copy)), "Op." + f.getName() + " is not copied (copy it in Op.copyFrom)");
            if (f.get(op) instanceof List || f.get(op) instanceof Op) assertNotSame(f.get(op), f.get(copy), "Op." + f.getName() + " is shared by the copy");
            op.set(Op.WRITE, op.obj, 7, method, 2);
            if (!List.of("obj", "kind", "key", "method", "pc").contains(f.getName()))
                assertEquals(value(f.get(new Op())), value(f.get(op)), "Op." + f.getName() + " is not reset by set");
        }
    }

    @Test
    void everyFieldOfAnOutcomeIsCopiedAndCleared() throws Exception {
        for (Field f : fields(Outcome.class)) {
            Outcome o = new Outcome();
            mutate(f, o);
            Object changed = value(f.get(o));
            assertNotEquals(value(f.get(new Outcome())), changed, f.getName() + ": the test's change changed nothing");
            Outcome copy = o.copy();
            assertEquals(changed, value(f.get(copy)), "Outcome." + f.getName() + " is not copied (copy it in Outcome.setTo)");
            Outcome back = new Outcome();
            back.setTo(o);
            assertEquals(changed, value(f.get(back)), "Outcome." + f.getName() + " is not set by setTo");
            o.clear();
            assertEquals(value(f.get(new Outcome())), value(f.get(o)), "Outcome." + f.getName() + " is not cleared");
            mutate(f, copy);
            assertEquals(changed, value(f.get(back)), "Outcome." + f.getName() + " is shared by the copy");
        }
    }

    /** A field's value as a comparable snapshot: contents of arrays, operations and generators, not their identity. */
    private static Object value(Object v) throws Exception {
        if (v instanceof Op op) {
            List<Object> out = new ArrayList<>();
            for (Field f : fields(Op.class)) out.add(value(f.get(op)));
            return out;
        }
        if (v instanceof HashGenerator g) return g.fingerprint();
        if (v instanceof long[] a) return Arrays.toString(a);
        if (v instanceof Object[] a) return Arrays.asList(a.clone());
        if (v instanceof List<?> l) {
            List<Object> out = new ArrayList<>();
            for (Object e : l) out.add(value(e));
            return out;
        }
        if (v instanceof Frame f) {
            List<Object> out = new ArrayList<>();
            for (Frame g = f; g != null; g = g.caller) out.add(g.method + "@" + g.pc + "/" + g.sp);
            return out;
        }
        return v;
    }

    /** Changes field f of o to another value (in place for a final one). */
    @SuppressWarnings({"unchecked", "rawtypes"})
    private void mutate(Field f, Object o) throws Exception {
        Class<?> t = f.getType();
        Object v = f.get(o);
        if (o instanceof VmThread thread && f.getName().startsWith("initsSeen")) { thread.seeInit(longArray); return; }
        if (t == Op.class && Modifier.isFinal(f.getModifiers())) { ((Op) v).key++; return; }
        if (t == HashGenerator.class) { ((HashGenerator) v).next(); return; }
        if (t == List.class && Modifier.isFinal(f.getModifiers())) {
            ((List) v).add(f.getName().equals("uncaught") ? new Outcome.Uncaught("main", "java.lang.Error", null, List.of())
                    : new Outcome.Reported(ViolationKind.DATA_RACE, "m", "main", null));
            return;
        }
        if (Modifier.isFinal(f.getModifiers())) fail(f.getName() + ": no change known for a final " + t + " (add one to this test)");
        Object w;
        if (t == boolean.class) w = !(Boolean) v;
        else if (t == int.class) w = (Integer) v + 1;
        else if (t == long.class) w = (Long) v + 1;
        else if (t.isEnum()) w = t.getEnumConstants()[(((Enum<?>) v).ordinal() + 1) % t.getEnumConstants().length];
        else if (t == String.class) w = v + "x";
        else if (t == VmObject.class) w = object();
        else if (t == VmClass.class) w = longArray;
        else if (t == VmThread.class) w = other;
        else if (t == VmMethod.class) w = vm.classes.load("java/lang/Object").findMethod("toString", "()Ljava/lang/String;");
        else if (t == Frame.class) { Frame g = new Frame(method); g.caller = (Frame) v; w = g; }
        else if (t == Op.class) { Op a = new Op(); a.set(Op.READ, object(), 1, method, 0); w = a; }
        else if (t == long[].class) w = new long[]{42};
        else if (t == MethodCall.class) w = new MethodCall(method, false, null, new VmObject[0], null, null, null);
        else if (t == Deadlock.class) w = new Deadlock("main", List.of(), List.of());
        else if (t == NonTermination.class) w = new NonTermination("main", "Spin.run(Spin.java:7)", List.of("Spin.done"), List.of(), List.of());
        else if (t == List.class) {
            List<Object> l = v == null ? new ArrayList<>() : new ArrayList<>((List<?>) v);
            if (f.getName().equals("stepLimitStack")) l.add("at x"); else { Op a = new Op(); a.set(Op.READ, object(), 1, method, 0); l.add(a); }
            w = l;
        }
        else { fail(f.getName() + ": no change known for " + t + " (add one to this test)"); return; }
        f.set(o, w);
    }
}
