package jvsim.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import jvsim.vm.Checkpoint;
import jvsim.vm.StateComponent;
import jvsim.vm.StateHasher;
import jvsim.vm.Vm;
import jvsim.vm.VmSnapshot;
import org.junit.jupiter.api.Test;

/**
 * State components (jvsim.vm.StateComponent): snapshots and checkpoints save and restore every
 * registered one, a component registered after a snapshot returns to its registration state when
 * the snapshot is restored, and state hashes cover them without being changed by components still
 * in their registration state.
 */
class StateComponentsTest {
    /** A component holding one number. */
    static class Counter implements StateComponent<Integer> {
        int value;
        @Override public Integer save() { return value; }
        @Override public void restore(Integer m) { value = m; }
        @Override public void hash(Sink sink) { sink.add(value); }
    }

    static Vm bootedVm() {
        SearchConfig c = new SearchConfig();
        c.vm.classpath.add(Path.of("target", "classes"));
        c.className = "dpor.Inc";
        return new Executor(c).vm();
    }

    @Test
    void savedRestoredAndHashed() {
        Vm vm = bootedVm();
        StateHasher hasher = vm.stateHasher();
        Counter early = vm.register(new Counter());
        VmSnapshot snapshot = new VmSnapshot(vm);
        long atSnapshot = hasher.hash();
        early.value = 5;
        long five = hasher.hash();
        assertNotEquals(atSnapshot, five, "a component's state is hashed");
        Counter late = vm.register(new Counter());
        assertEquals(five, hasher.hash(), "a component in its registration state adds nothing");
        late.value = 7;
        Checkpoint checkpoint = new Checkpoint(vm);
        long atCheckpoint = hasher.hash();
        early.value = 9;
        late.value = 8;
        assertNotEquals(atCheckpoint, hasher.hash());
        checkpoint.restore();
        assertEquals(5, early.value);
        assertEquals(7, late.value);
        assertEquals(atCheckpoint, hasher.hash());
        snapshot.restore();
        assertEquals(0, early.value);
        assertEquals(0, late.value, "registered after the snapshot: back to its registration state");
        assertEquals(atSnapshot, hasher.hash());
        assertThrows(IllegalStateException.class, () -> vm.register(early), "registered once");
    }

    /** With jvsim.checkBarriers (on in the tests) a component that does not restore what it saved fails the restore. */
    @Test
    void aComponentThatDoesNotRestoreIsCaught() {
        assertTrue(Boolean.getBoolean("jvsim.checkBarriers"), "the tests run with -Djvsim.checkBarriers=true");
        Vm vm = bootedVm();
        Counter forgetful = vm.register(new Counter() {
            @Override public void restore(Integer m) { }
        });
        Checkpoint checkpoint = new Checkpoint(vm);
        forgetful.value = 3;
        IllegalStateException e = assertThrows(IllegalStateException.class, checkpoint::restore);
        assertTrue(e.getMessage().contains("not restored to its saved state"), e.getMessage());
    }
}
