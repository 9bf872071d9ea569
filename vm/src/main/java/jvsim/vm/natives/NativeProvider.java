package jvsim.vm.natives;

/** A family of natives; implementations are found with ServiceLoader. */
public interface NativeProvider {
    void register(NativeRegistry registry);
}
